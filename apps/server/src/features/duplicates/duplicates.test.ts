import type { ApprovalRow } from "@vv/shared/approvals";
import { duplicatePairListResponseSchema } from "@vv/shared/duplicates";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { demoProfileInput, seededRandom } from "../../seed/profile-factory";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve } from "../../test/profile-helpers";
import { multipartBody } from "../media/fixtures";
import { setPortrait, TRANSFORMS, type TransformName } from "./photo-set";

let seed = 9_000;

async function upload(app: FastifyInstance, who: Actor, bytes: Buffer): Promise<string> {
  const body = multipartBody(bytes);
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/media/photos",
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json().photoId;
}

async function profileWith(
  app: FastifyInstance,
  who: Actor,
  bytes: Buffer,
  overrides: Record<string, unknown> = {},
) {
  const photoId = await upload(app, who, bytes);
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/profiles",
    headers: who.headers,
    payload: { ...demoProfileInput(seededRandom(seed++), 2), photoId, ...overrides },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; registrationNumber: number };
}

describeEachDialect("possible duplicates", (ctx) => {
  let admin: Actor;
  const review = async (id: number, lang = "en") => {
    const res = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/admin/profiles/${id}`,
      headers: { ...admin.headers, "accept-language": lang },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ApprovalRow;
  };
  const matchesOf = async (id: number) => (await review(id)).duplicates?.matches ?? [];

  beforeAll(async () => {
    admin = await actor(ctx().app, { role: "admin" });
  });

  describe("the same photo", () => {
    const originals: Array<{ id: number; bytes: Buffer }> = [];
    beforeAll(async () => {
      for (let i = 0; i < 4; i++) {
        const bytes = await setPortrait(i);
        const created = await profileWith(ctx().app, await actor(ctx().app), bytes);
        await approve(ctx().app, created.id);
        originals.push({ id: created.id, bytes });
      }
    });

    it("finds transformed copies of a portrait on another account's profile, never another portrait", async () => {
      const { app } = ctx();
      let copies = 0;
      let found = 0;
      for (const [i, original] of originals.entries()) {
        for (const name of Object.keys(TRANSFORMS) as TransformName[]) {
          if ((i + name.length) % 2 === 1) continue; // half the copies per portrait keep the test quick
          const copy = await profileWith(app, await actor(app), await TRANSFORMS[name](original.bytes));
          const photoMatches = (await matchesOf(copy.id)).filter((m) => m.reasons.includes("photo"));
          const match = photoMatches.find((m) => m.id === original.id);
          copies++;
          if (match) found++;
          // Resized, recompressed, cropped and mirrored copies are all found (within 2 of 64 bits in
          // bench/duplicates.ts); a 20 % brighter one loses its highlights and is found nearly always.
          if (name !== "brighter20") expect(match, `${name} of portrait ${i}`).toBeDefined();
          if (match) expect(match).toMatchObject({ reasons: ["photo"], photoDistance: expect.any(Number) });
          const others = originals.filter((o) => o !== original).map((o) => o.id);
          expect(photoMatches.filter((m) => others.includes(m.id))).toEqual([]);
        }
      }
      expect(found / copies).toBeGreaterThanOrEqual(0.9);
    });

    it("does not pair different portraits", async () => {
      for (const original of originals) {
        const others = (await matchesOf(original.id)).filter(
          (m) => m.reasons.includes("photo") && originals.some((o) => o.id === m.id),
        );
        expect(others).toEqual([]);
      }
    });
  });

  it("shows a mobile number shared by profiles of different accounts, and the account's warnings", async () => {
    const { app, database } = ctx();
    const first = await profileWith(app, await actor(app), await setPortrait(11), {
      fatherMobile: "9822011111",
    });
    const ownerB = await actor(app);
    const second = await profileWith(app, ownerB, await setPortrait(12), {
      contactPersonMobile1: "+91 98220 11111",
    });
    // The same family's second profile (a brother and a sister) is not a duplicate by its number.
    const sibling = await profileWith(app, ownerB, await setPortrait(13), { fatherMobile: "9822011111" });
    await database.db.updateTable("users").set({ row_status: 0 }).where("id", "=", ownerB.user.id).execute();
    const row = await review(first.id);
    const byMobile = row.duplicates?.matches.filter((m) => m.reasons.includes("mobile")) ?? [];
    expect(byMobile.map((m) => m.id).sort()).toEqual([second.id, sibling.id].sort());
    expect(byMobile[0]).toMatchObject({ sharedMobile: "9822011111", accountFlags: ["deactivated"] });
    const secondRow = await review(second.id);
    expect(secondRow.duplicates?.accountFlags).toEqual(["deactivated"]);
    expect(secondRow.duplicates?.matches.map((m) => m.id)).toEqual([first.id]);
  });

  it("shows the same name and date of birth, in Devanagari or Latin letters", async () => {
    const { app } = ctx();
    const latin = await profileWith(app, await actor(app), await setPortrait(21), {
      firstName: "Snehal",
      lastName: "Wagh",
      dateOfBirth: "1996-03-14",
    });
    const devanagari = await profileWith(app, await actor(app), await setPortrait(22), {
      firstName: "स्नेहल",
      lastName: "वाघ",
      dateOfBirth: "1996-03-14",
    });
    await profileWith(app, await actor(app), await setPortrait(23), {
      firstName: "Snehal",
      lastName: "Wagh",
      dateOfBirth: "1997-03-14",
    });
    const matches = (await matchesOf(latin.id)).filter((m) => m.reasons.includes("nameBirthDate"));
    expect(matches.map((m) => [m.id, m.reasons])).toEqual([[devanagari.id, ["nameBirthDate"]]]);
  });

  describe("the daily scan", () => {
    const list = async (who: Actor, lang = "en") =>
      ctx().app.inject({
        method: "GET",
        url: "/api/v1/admin/duplicates",
        headers: { ...who.headers, "accept-language": lang },
      });
    const dismiss = (who: Actor, id: number, lang = "en") =>
      ctx().app.inject({
        method: "POST",
        url: `/api/v1/admin/duplicates/${id}/dismiss`,
        headers: { ...who.headers, "accept-language": lang },
      });

    it("lists approved pairs once, keeps a dismissed pair away, and runs again without changes", async () => {
      const { app } = ctx();
      const a = await profileWith(app, await actor(app), await setPortrait(31));
      const b = await profileWith(app, await actor(app), await TRANSFORMS.jpeg40(await setPortrait(31)));
      const pending = await profileWith(
        app,
        await actor(app),
        await TRANSFORMS.mirrored(await setPortrait(31)),
      );
      await approve(app, a.id);
      await approve(app, b.id);
      const first = await app.services.duplicateScan.run();
      const again = await app.services.duplicateScan.run();
      expect(again).toMatchObject({ found: first.found, added: 0, removed: 0 });
      const page = duplicatePairListResponseSchema.parse((await list(admin)).json());
      const pair = page.items.find((p) => p.profiles.some((x) => x.id === a.id));
      expect(pair?.profiles.map((x) => x.id)).toEqual([a.id, b.id]);
      expect(pair?.reasons).toContain("photo");
      expect(page.items.some((p) => p.profiles.some((x) => x.id === pending.id))).toBe(false);
      const dashboard = await app.inject({
        method: "GET",
        url: "/api/v1/admin/dashboard",
        headers: admin.headers,
      });
      expect(dashboard.json().counts.duplicatePairs).toBe(page.total);

      const member = await actor(app);
      const refused = await dismiss(member, pair?.id ?? 0, "mr");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/[\u0900-\u097F]/);
      const missing = await dismiss(admin, 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe("This pair of profiles was not found.");
      const done = await dismiss(admin, pair?.id ?? 0);
      expect(done.json().message).toBe("Marked as not a duplicate.");
      const twice = await dismiss(admin, pair?.id ?? 0);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe("This pair was already marked as not a duplicate.");

      const after = await app.services.duplicateScan.run();
      expect(after).toMatchObject({ found: first.found, added: 0, removed: 0 });
      const left = duplicatePairListResponseSchema.parse((await list(admin)).json());
      expect(left.total).toBe(page.total - 1);
      expect(left.items.some((p) => p.id === pair?.id)).toBe(false);
      const history = await app.inject({
        method: "GET",
        url: `/api/v1/admin/profiles/${b.id}/audit`,
        headers: admin.headers,
      });
      expect(history.json().items[0]).toMatchObject({
        action: "notDuplicate",
        actorUserId: admin.user.id,
        after: { not_duplicate_of: expect.stringContaining(String(a.registrationNumber)) },
      });
      expect((await list(member)).statusCode).toBe(403);
    });

    it("hashes photos stored before hashes were kept, then finds them", async () => {
      const { app, database } = ctx();
      const a = await profileWith(app, await actor(app), await setPortrait(41));
      const b = await profileWith(app, await actor(app), await TRANSFORMS.half(await setPortrait(41)));
      await approve(app, a.id);
      await approve(app, b.id);
      await database.db.deleteFrom("photo_hashes").execute();
      const result = await app.services.duplicateScan.run();
      expect(result.hashed).toBeGreaterThanOrEqual(2);
      const page = duplicatePairListResponseSchema.parse((await list(admin)).json());
      expect(page.items.some((p) => p.profiles[0].id === a.id && p.profiles[1].id === b.id)).toBe(true);
    });
  });
});
