// @vitest-environment happy-dom
import type { ProfileDetails, ProfileListResponse } from "@vv/shared/profile-views";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearLocalUserData, rememberUser } from "../auth/local-data";
import type { SessionUser } from "../auth/session";
import {
  keepAnswer,
  keepOnlyMember,
  keptKind,
  mayKeep,
  OFFLINE_COPY_KEY,
  OFFLINE_LIMITS,
  rememberedMemberId,
} from "./offline-copy";
import { savedList, savedProfile } from "./offline-read";

const PRIVATE = "private, no-cache";
const NOW = Date.UTC(2026, 10, 28, 12);
const DAY = 24 * 3600 * 1000;

const list = (name: string) =>
  ({ items: [{ id: 1, slug: name, fullName: name }], total: 1 }) as unknown as ProfileListResponse;
const profile = (slug: string, id = 7) =>
  ({
    id,
    slug,
    fullName: slug,
    sections: [],
    contacts: { fatherMobile: "9876543210", currentAddress: "Pune" },
    contactsNotice: null,
  }) as unknown as ProfileDetails;

function signedIn(id: number) {
  rememberUser({ id, firstName: "A", lastName: "B", roles: ["member"], mobile: "9000000000" } as SessionUser);
}

beforeEach(() => localStorage.clear());

describe("what the offline copy may keep", () => {
  it("keeps the list and a profile's details, nothing else", () => {
    expect(keptKind("/profiles")).toBe("lists");
    expect(keptKind("/profiles?gender=2&page=3")).toBe("lists");
    expect(keptKind("/profiles/1023-asha-patil")).toBe("profiles");
    for (const path of ["/profiles/mine", "/profiles/7/form", "/profiles/x/pdf", "/auth/me", "/interests"])
      expect(keptKind(path)).toBeNull();
  });

  it("keeps only a 200 the server marked private, never public or no-store", () => {
    expect(mayKeep(200, "private, no-cache")).toBe(true);
    expect(mayKeep(200, "public, no-cache")).toBe(false);
    expect(mayKeep(200, "private, no-store")).toBe(false);
    expect(mayKeep(200, "no-store")).toBe(false);
    expect(mayKeep(200, null)).toBe(false);
    expect(mayKeep(304, "private, no-cache")).toBe(false);
    signedIn(5);
    keepAnswer(5, "/profiles", "en", "public, max-age=60", 200, list("public"), NOW);
    keepAnswer(5, "/profiles", "en", "private, no-store", 200, list("nostore"), NOW);
    keepAnswer(null, "/profiles", "en", PRIVATE, 200, list("nobody"), NOW);
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it("never keeps phone numbers or addresses", () => {
    keepAnswer(5, "/profiles/asha", "en", PRIVATE, 200, profile("asha"), NOW);
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).not.toContain("9876543210");
    expect(savedProfile(5, "asha", "en", NOW)?.data.contacts).toBeNull();
  });
});

describe("keyed to the signed-in member", () => {
  it("reads back this member's copy, in the language it was seen in", () => {
    signedIn(5);
    expect(rememberedMemberId()).toBe(5);
    keepAnswer(5, "/profiles?page=2", "mr", PRIVATE, 200, list("two"), NOW);
    keepAnswer(5, "/profiles/asha", "mr", PRIVATE, 200, profile("asha", 7), NOW);
    expect(savedList(5, "/profiles?page=2", "mr", NOW)).toEqual({ data: list("two"), savedAt: NOW });
    expect(savedProfile(5, "asha", "mr", NOW)?.savedAt).toBe(NOW);
    expect(savedProfile(5, "7", "mr", NOW)?.data.slug).toBe("asha");
    expect(savedList(5, "/profiles?page=2", "en", NOW)).toBeNull();
    expect(savedProfile(5, "other", "mr", NOW)).toBeNull();
  });

  it("a list page not seen offers the newest one seen", () => {
    keepAnswer(5, "/profiles?page=1", "en", PRIVATE, 200, list("one"), NOW - 1000);
    keepAnswer(5, "/profiles?page=2", "en", PRIVATE, 200, list("two"), NOW);
    expect(savedList(5, "/profiles?gender=1", "en", NOW)?.data).toEqual(list("two"));
    expect(savedList(5, "/profiles?page=1", "en", NOW)?.data).toEqual(list("one"));
  });

  it("another member never reads it, and their first answer replaces it", () => {
    keepAnswer(5, "/profiles", "en", PRIVATE, 200, list("five"), NOW);
    expect(savedList(6, "/profiles", "en", NOW)).toBeNull();
    keepAnswer(6, "/profiles/x", "en", PRIVATE, 200, profile("x"), NOW);
    expect(savedList(5, "/profiles", "en", NOW)).toBeNull();
    expect(savedList(6, "/profiles", "en", NOW)).toBeNull();
    expect(savedProfile(6, "x", "en", NOW)).not.toBeNull();
  });

  it("signing in as another member drops the copy; the same member keeps it", () => {
    signedIn(5);
    keepAnswer(5, "/profiles", "en", PRIVATE, 200, list("five"), NOW);
    keepOnlyMember(5);
    expect(savedList(5, "/profiles", "en", NOW)).not.toBeNull();
    keepOnlyMember(6);
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it("goes at logout and when the session ends (expiry keeps the drafts, not the copy)", () => {
    for (const options of [{ forgetDrafts: true }, {}]) {
      signedIn(5);
      keepAnswer(5, "/profiles", "en", PRIVATE, 200, list("five"), NOW);
      clearLocalUserData(options);
      expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
      expect(savedList(rememberedMemberId(), "/profiles", "en", NOW)).toBeNull();
    }
  });
});

describe("bounded", () => {
  it(`holds the last ${OFFLINE_LIMITS.lists} list pages and ${OFFLINE_LIMITS.profiles} profiles`, () => {
    for (let i = 1; i <= 8; i++)
      keepAnswer(5, `/profiles?page=${i}`, "en", PRIVATE, 200, list(`p${i}`), NOW + i);
    // Seeing page 4 again makes it the newest.
    keepAnswer(5, "/profiles?page=4", "en", PRIVATE, 200, list("p4 again"), NOW + 9);
    for (let i = 1; i <= 25; i++)
      keepAnswer(5, `/profiles/s${i}`, "en", PRIVATE, 200, profile(`s${i}`, i), NOW + i);
    const copy = JSON.parse(localStorage.getItem(OFFLINE_COPY_KEY) ?? "{}");
    expect(copy.lists.map((e: { path: string }) => e.path)).toEqual(
      [4, 8, 7, 6, 5].map((i) => `/profiles?page=${i}`),
    );
    expect(copy.profiles).toHaveLength(20);
    expect(savedProfile(5, "s25", "en", NOW + 30)).not.toBeNull();
    expect(savedProfile(5, "s5", "en", NOW + 30)).toBeNull();
  });

  it("expires after 7 days", () => {
    keepAnswer(5, "/profiles", "en", PRIVATE, 200, list("old"), NOW);
    keepAnswer(5, "/profiles/asha", "en", PRIVATE, 200, profile("asha"), NOW);
    expect(savedList(5, "/profiles", "en", NOW + 7 * DAY - 1)).not.toBeNull();
    expect(savedList(5, "/profiles", "en", NOW + 7 * DAY)).toBeNull();
    expect(savedProfile(5, "asha", "en", NOW + 8 * DAY)).toBeNull();
    // The next answer writes the copy without the expired ones.
    keepAnswer(5, "/profiles/new", "en", PRIVATE, 200, profile("new"), NOW + 8 * DAY);
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).not.toContain("asha");
  });

  it("a full storage keeps no half copy", () => {
    keepAnswer(5, "/profiles", "en", PRIVATE, 200, list("five"), NOW);
    const spy = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    keepAnswer(5, "/profiles/asha", "en", PRIVATE, 200, profile("asha"), NOW);
    spy.mockRestore();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });
});

describe("the API client", () => {
  it("keeps the answers it got for the signed-in member, after the server's Cache-Control", async () => {
    signedIn(5);
    const answers: Record<string, [unknown, string]> = {
      "/api/v1/profiles?page=2": [list("two"), PRIVATE],
      "/api/v1/profiles/mine": [{ items: [] }, PRIVATE],
      "/api/v1/master-data": [{}, "public, no-cache"],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const [body, cacheControl] = answers[url.replace(/^.*?(\/api\/)/, "$1")] ?? [{}, PRIVATE];
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { "content-type": "application/json", "cache-control": cacheControl },
        });
      }),
    );
    const { api } = await import("../../lib/api");
    await api.get("/profiles?page=2");
    await api.get("/profiles/mine");
    await api.get("/master-data");
    await vi.waitFor(() => expect(localStorage.getItem(OFFLINE_COPY_KEY)).not.toBeNull());
    const copy = JSON.parse(localStorage.getItem(OFFLINE_COPY_KEY) ?? "{}");
    expect(copy.memberId).toBe(5);
    expect(copy.lists.map((e: { path: string }) => e.path)).toEqual(["/profiles?page=2"]);
    expect(copy.profiles).toEqual([]);
    vi.unstubAllGlobals();
  });
});
