import type { ProfileListQuery } from "@vv/shared/profile-views";
import { describe, expect, it } from "vitest";
import { heavyWorkGate } from "../../platform/heavy-work-gate";
import type { Viewer } from "./access";
import { answersUnderCounter, LIST_ANSWER_TTL_MS, listAnswerKey, listAnswerMemory } from "./list-answers";
import { profileListService } from "./list-service";

const viewer: Viewer = {
  id: 7,
  roles: ["member"],
  isVerified: 1,
  rowStatus: 1,
  hasListingAccess: true,
  genderAccess: null,
  paymentEnabled: false,
};
const query: ProfileListQuery = { page: 1, gender: 2, regionId: 3 } as ProfileListQuery;
const base = { generation: "e:1", viewer, query, lang: "en" as const, now: new Date("2026-11-27T10:00:00Z") };

describe("list answer keys", () => {
  it("are the same however the viewer and query objects were built", () => {
    const reordered = {
      ...base,
      viewer: { ...viewer },
      query: { regionId: 3, gender: 2, page: 1, name: undefined },
    };
    expect(listAnswerKey(reordered as never)).toBe(listAnswerKey(base));
  });

  it("differ by counter, viewer, any viewer field, language, UTC day and every filter", () => {
    const key = listAnswerKey(base);
    const others = [
      { ...base, generation: "e:2" },
      { ...base, generation: "f:1" },
      { ...base, viewer: { ...viewer, id: 8 } },
      { ...base, viewer: { ...viewer, genderAccess: "both" as const } },
      { ...base, viewer: { ...viewer, roles: ["admin" as const] } },
      { ...base, lang: "mr" as const },
      { ...base, now: new Date("2026-11-28T00:00:00Z") },
      { ...base, query: { ...query, page: 2 } },
      { ...base, query: { ...query, wishlist: true } as ProfileListQuery },
      { ...base, query: { ...query, after: "abc" } as ProfileListQuery },
    ].map(listAnswerKey);
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
    // Within the same UTC day (India's evening included) the key holds.
    expect(listAnswerKey({ ...base, now: new Date("2026-11-27T23:59:00Z") })).toBe(key);
  });
});

describe("list answer memory", () => {
  it("forgets an answer after its time and keeps at most its size", () => {
    let now = 0;
    const memory = listAnswerMemory(() => now);
    const answer = { json: "{}", etag: 'W/"x"' };
    memory.set("a", answer);
    expect(memory.get("a")).toBe(answer);
    now = LIST_ANSWER_TTL_MS + 1;
    expect(memory.get("a")).toBeUndefined();
  });
});

describe("answers under the change counter", () => {
  it("a request that read an older counter finds nothing and drops nothing when it peeks", () => {
    const kept = answersUnderCounter(listAnswerMemory());
    const answer = { json: "{}", etag: 'W/"x"' };
    expect(kept.get("e:2", "new")).toBeUndefined();
    kept.set("new", answer);
    expect(kept.peek("e:1", "new")).toBeUndefined();
    expect(kept.peek("e:2", "new")).toBe(answer);
    // `get` with the older counter would have emptied the memory.
    expect(kept.get("e:1", "new")).toBeUndefined();
    expect(kept.peek("e:2", "new")).toBeUndefined();
  });
});

describe("the list service's kept answers", () => {
  const repo = {
    ownGenders: async () => [1],
    browse: async () => ({ rows: [], page: 1, total: 0, totalIsCapped: false, nextCursor: null }),
    mobileVerifiedOwners: async () => new Set<number>(),
    listGeneration: async () => "e:1",
  };
  const privacy = () => ({
    forViewer: async () => ({ manages: () => false, seesRealPhoto: () => false, seesContacts: () => false }),
  });

  it("are dropped as soon as the counter moves, not left to expire", async () => {
    const memory = listAnswerMemory();
    const browse = profileListService(repo as never, privacy as never, { answers: memory });
    await browse(viewer, query, "en", "e:1");
    await browse(viewer, { ...query, page: 2 }, "en", "e:1");
    expect(memory.size).toBe(2);
    const again = await browse(viewer, query, "en", "e:1");
    expect(memory.size).toBe(2);
    expect(again.json).toContain('"items":[]');
    await browse(viewer, query, "en", "e:2");
    expect(memory.size).toBe(1);
    // No counter (its row missing): nothing kept.
    await browse(viewer, query, "en", null);
    expect(memory.size).toBe(0);
  });

  it("wait for a turn past the gate's limit, and a list asked again meanwhile is computed once", async () => {
    const gate = heavyWorkGate(1);
    let computed = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowRepo = {
      ...repo,
      browse: async () => {
        computed++;
        await held;
        return repo.browse();
      },
    };
    const browse = profileListService(slowRepo as never, privacy as never, { gate });
    const first = browse(viewer, query, "en", "e:1");
    const same = browse(viewer, query, "en", "e:1");
    const other = browse(viewer, { ...query, page: 2 }, "en", "e:1");
    await new Promise((resolve) => setImmediate(resolve));
    expect([computed, gate.running, gate.waiting]).toEqual([1, 1, 2]);
    release();
    const [a, b] = await Promise.all([first, same, other]);
    expect(b).toBe(a);
    expect(computed).toBe(2);
  });
});
