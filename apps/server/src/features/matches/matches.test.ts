import { matchesQuerySchema } from "@vv/shared/matches";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { matchesRepo } from "./repo";

/** A date of birth for someone `years` old today (and a few months). */
function dobForAge(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 100);
  return d.toISOString().slice(0, 10);
}

describeEachDialect("matches API", (ctx) => {
  let groomFamily: Actor;
  let brideFamily: Actor;
  let me: Awaited<ReturnType<typeof createProfile>>;
  const ids: Record<string, number> = {};
  let minute = 0;

  const db = () => ctx().database.db;
  /** Approves with a distinct approval time (later calls are newer) and sets the Moon directly. */
  async function approveWith(id: number, moon: [number, number] | null) {
    minute += 1;
    await db()
      .updateTable("profiles")
      .set({
        registration_status: "approved",
        photo_status: "approved",
        approved_at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
        moon_precision: moon ? "exact" : "unavailable",
        moon_nakshatra: moon?.[0] ?? null,
        moon_pada: moon ? 1 : null,
        moon_rashi: moon?.[1] ?? null,
      })
      .where("id", "=", id)
      .execute();
  }
  const fits = { dateOfBirth: dobForAge(25), educationId: 4, stateId: 20, districtId: 2021 };
  async function bride(
    name: string,
    overrides: Record<string, unknown>,
    moon: [number, number] | null,
    prefs?: object,
  ) {
    const p = await createProfile(ctx().app, brideFamily, 2, { firstName: name, ...fits, ...overrides });
    await approveWith(p.id, moon);
    if (prefs) {
      const res = await ctx().app.inject({
        method: "PUT",
        url: `/api/v1/preferences/${p.id}`,
        headers: brideFamily.headers,
        payload: prefs,
      });
      expect(res.statusCode).toBe(200);
    }
    ids[name] = p.id;
  }
  const matches = (who: Actor, profileId: number, query = "") =>
    ctx().app.inject({ method: "GET", url: `/api/v1/matches/${profileId}${query}`, headers: who.headers });

  beforeAll(async () => {
    const { app } = ctx();
    groomFamily = await actor(app);
    brideFamily = await actor(app);
    // Our groom: 28, education 4, Pune district, Moon in Ashwini (Aries).
    me = await createProfile(app, groomFamily, 1, { ...fits, dateOfBirth: dobForAge(28) });
    await approveWith(me.id, [1, 1]);
    await app.inject({
      method: "PUT",
      url: `/api/v1/preferences/${me.id}`,
      headers: groomFamily.headers,
      payload: { ageMin: 20, ageMax: 27, educationIds: [4], districtIds: [2021], minGuna: 10 },
    });
    const BHARANI_ARIES: [number, number] = [2, 1]; // 34 gunas with our groom
    const REVATI_PISCES: [number, number] = [27, 12]; // 25 gunas
    await bride("A", {}, BHARANI_ARIES);
    await bride("B", {}, BHARANI_ARIES, { ageMax: 30, educationIds: [4] });
    await bride("E", {}, BHARANI_ARIES, { ageMax: 25 });
    await bride("C", { districtId: 2025 }, BHARANI_ARIES);
    await bride("D", { dateOfBirth: dobForAge(31), educationId: 5 }, BHARANI_ARIES);
    await bride("P", {}, BHARANI_ARIES, { minGuna: 10 });
    await bride("Q", {}, REVATI_PISCES, { minGuna: 10 });
    await bride("U", {}, null);
    await bride("A2", {}, BHARANI_ARIES);
  });

  it("ranks by unmet wishes (both ways), then met ones, then guna where both care, then newest", async () => {
    const res = await matches(groomFamily, me.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { id: number }) => i.id)).toEqual(
      ["B", "P", "Q", "A2", "A", "U", "E", "C", "D"].map((n) => ids[n]),
    );
    expect(body.total).toBe(9);
    expect(body.profile).toMatchObject({ id: me.id, hasPreferences: true });
  });

  it("ranks only the pool of the newest candidates, in the same order as the whole ranking", async () => {
    const { database } = ctx();
    const row = await db()
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", me.id)
      .executeTakeFirstOrThrow();
    const prefs = await db()
      .selectFrom("partner_preferences")
      .selectAll()
      .where("profile_id", "=", me.id)
      .executeTakeFirst();
    const page = (pool: number, query: object = {}) =>
      matchesRepo(database.db, database.adapter, pool).page({
        ...matchesQuerySchema.parse(query),
        me: row,
        prefs,
        genders: [1, 2],
        viewerId: groomFamily.user.id,
        exclude: { gotra: null, devak: null },
        marksFrom: null,
      });
    // The three newest are A2, U and Q; the whole ranking B, P, Q, A2, A, U, … keeps Q, A2, U in that order.
    const three = await page(3);
    expect(three.rows.map((r) => r.id)).toEqual(["Q", "A2", "U"].map((n) => ids[n]));
    expect(three).toMatchObject({ total: 9, totalIsCapped: false });
    // A list filter narrows the candidates before the pool: D, older than the three, is found.
    const older = await page(3, { ageMin: 30, ageMax: 32 });
    expect(older.rows.map((r) => r.id)).toEqual([ids.D]);
    expect(older.total).toBe(1);
    // When the candidates fit in the pool, all of them are ranked, as without a pool.
    const all = await page(9);
    expect(all.rows.map((r) => r.id)).toEqual(
      ["B", "P", "Q", "A2", "A", "U", "E", "C", "D"].map((n) => ids[n]),
    );
  });

  it("shows on each card why: our checks, their wishes met, and the guna", async () => {
    const items = (await matches(groomFamily, me.id)).json().items as {
      id: number;
      checks: { criterion: string; met: boolean }[];
      theirWishes: { met: number; stated: number };
      guna: { total: number } | null;
    }[];
    const by = (name: string) => items.find((i) => i.id === ids[name]);
    expect(by("B")?.checks).toEqual([
      { criterion: "age", met: true },
      { criterion: "education", met: true },
      { criterion: "place", met: true },
      { criterion: "guna", met: true },
    ]);
    expect(by("B")?.theirWishes).toEqual({ met: 2, stated: 2 });
    expect(by("B")?.guna).toEqual({ total: 34, approximate: false });
    expect(by("Q")?.guna?.total).toBe(25);
    expect(by("C")?.checks.find((c) => c.criterion === "place")).toEqual({ criterion: "place", met: false });
    expect(by("E")?.theirWishes).toEqual({ met: 0, stated: 1 });
    expect(by("U")?.guna).toBeNull();
    expect(by("U")?.checks.map((c) => c.criterion)).toEqual(["age", "education", "place"]);
  });

  it("applies the list's filters on top and pages on the server", async () => {
    const filtered = (await matches(groomFamily, me.id, "?educationId=4")).json();
    expect(filtered.items.map((i: { id: number }) => i.id)).not.toContain(ids.D);
    expect(filtered.total).toBe(8);
    const page2 = (await matches(groomFamily, me.id, "?page=2")).json();
    expect(page2.items).toEqual([]);
    expect(page2.total).toBe(9);
  });

  it("follows gender access: a bride's family sees grooms only, never its own profiles", async () => {
    const res = (await matches(brideFamily, ids.A as number)).json();
    expect(res.items.map((i: { id: number }) => i.id)).toEqual([me.id]);
    // An admin limited this account to the grooms list: its groom profile gets no brides.
    const onlyBrides = await actor(ctx().app, { gender_access: "groom" });
    const own = await createProfile(ctx().app, onlyBrides, 1);
    expect((await matches(onlyBrides, own.id)).json().items).toEqual([]);
  });

  it("is for the profile's own family, verified and with listing access", async () => {
    expect((await matches(brideFamily, me.id)).statusCode).toBe(404);
    const noAccess = await actor(ctx().app, { is_bride_groom_access: 0 });
    const p = await createProfile(ctx().app, noAccess, 1);
    expect((await matches(noAccess, p.id)).statusCode).toBe(403);
  });

  it("marks profiles approved since the family's previous visit as new", async () => {
    const first = (await matches(groomFamily, me.id)).json();
    expect(first.items.every((i: { isNew: boolean }) => !i.isNew)).toBe(true);
    // The previous visit was two hours ago; a bride approved since then is new.
    await db()
      .updateTable("match_visits")
      .set({ seen_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
      .where("profile_id", "=", me.id)
      .execute();
    const fresh = await createProfile(ctx().app, brideFamily, 2, { ...fits, firstName: "Navi" });
    await db()
      .updateTable("profiles")
      .set({ registration_status: "approved", approved_at: new Date(Date.now() - 3600_000).toISOString() })
      .where("id", "=", fresh.id)
      .execute();
    const again = (await matches(groomFamily, me.id)).json();
    const flagged = again.items.filter((i: { isNew: boolean }) => i.isNew).map((i: { id: number }) => i.id);
    expect(flagged).toEqual([fresh.id]);
  });
});
