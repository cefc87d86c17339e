import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, dialectsUnderTest, type TestContext } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { TableRecorder, watchedTables } from "../../test/table-recorder";

type Matches = {
  profile: { hasPreferences: boolean };
  items: { id: number; fullName: string; isWishlisted: boolean; theirWishes: { stated: number } }[];
};

/** Tables Matches reads that the change counter need not watch, and why. */
const NOT_WATCHED = new Set([
  "list_generation", // the counter itself
  "match_visits", // the family's last visit: what is marked new is part of the key
  "settings", // only the lineage rule: the gotra and devak it leaves out are part of the key
  "guna_scores", // a fixed table, written once by its migration
]);

for (const dialect of dialectsUnderTest()) {
  describe(`Matches answers kept until what they read changes [${dialect}]`, () => {
    const recorder = new TableRecorder();
    let context: Awaited<ReturnType<typeof createTestContext>>;
    let ctx: TestContext;
    let groomFamily: Actor;
    let brideFamily: Actor;
    let groom: number;
    let bride: { id: number; slug: string };
    const matches = async (who: Actor, profileId: number, query = "") => {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/v1/matches/${profileId}${query}`,
        headers: who.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Matches;
    };
    const putPreferences = async (who: Actor, profileId: number, payload: object) => {
      const res = await ctx.app.inject({
        method: "PUT",
        url: `/api/v1/preferences/${profileId}`,
        headers: who.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** Queries that read candidates (not the session, the visit or our own profile row). */
    const scoringQueries = () => recorder.queries.filter((tables) => tables.includes("guna_scores"));

    beforeAll(async () => {
      context = await createTestContext(dialect, {}, { plugins: [recorder] });
      ctx = context.ctx;
      groomFamily = await actor(ctx.app);
      groom = (await createProfile(ctx.app, groomFamily, 1)).id;
      await approve(ctx.app, groom);
      brideFamily = await actor(ctx.app);
      const created = await createProfile(ctx.app, brideFamily, 2, { firstName: "Sayali" });
      await approve(ctx.app, created.id);
      bride = { id: created.id, slug: created.slug };
    });
    afterAll(async () => context?.close());

    it("every table Matches reads is watched by the change counter, or is part of the key", async () => {
      const watched = await watchedTables(ctx.app.database.db, dialect);
      await putPreferences(groomFamily, groom, { ageMin: 20, ageMax: 35, minGuna: 10 });
      recorder.queries = [];
      for (const query of ["", "?page=2", "?educationId=3&regionId=2&ageMin=20&ageMax=40", "?wishlist=1"])
        await matches(groomFamily, groom, query);
      // Only real tables: aliases (cp, g, m) and common table expressions are recorded too.
      const tables = new Set((await ctx.app.database.db.introspection.getTables()).map((t) => t.name));
      const read = new Set(recorder.queries.flat().filter((t) => tables.has(t) && !NOT_WATCHED.has(t)));
      expect(read).toContain("partner_preferences");
      for (const table of read) expect(watched, `Matches reads ${table}`).toContain(table);
    });

    it("a repeated Matches page is answered without scoring; a change made anywhere shows at once", async () => {
      const first = await matches(groomFamily, groom);
      expect(first.items.map((c) => c.id)).toEqual([bride.id]);
      recorder.queries = [];
      expect(await matches(groomFamily, groom)).toEqual(first);
      expect(scoringQueries()).toEqual([]);
      // Written straight to the database (no service told): the next answer has it.
      await ctx.app.database.db
        .updateTable("profiles")
        .set({ first_name: "Gauri" })
        .where("id", "=", bride.id)
        .execute();
      expect((await matches(groomFamily, groom)).items[0]?.fullName).toMatch(/^Gauri/);
      expect(scoringQueries().length).toBeGreaterThan(0);
    });

    it("the family's own and the candidate's saved preferences show at once", async () => {
      const before = await matches(groomFamily, groom);
      expect(before.items[0]?.theirWishes.stated).toBe(0);
      await putPreferences(brideFamily, bride.id, { ageMin: 18, ageMax: 40, heightMin: "4_6" });
      const after = await matches(groomFamily, groom);
      expect(after.items[0]?.theirWishes.stated).toBeGreaterThan(0);
      // Our own preferences leave her out once she is too young for them.
      await putPreferences(groomFamily, groom, { ageMin: 45, ageMax: 50 });
      const ours = await matches(groomFamily, groom);
      expect(ours.profile.hasPreferences).toBe(true);
      expect(JSON.stringify(ours)).not.toEqual(JSON.stringify(after));
    });

    it("never answers one family with another's Matches; a wish or a block takes effect at once", async () => {
      const otherFamily = await actor(ctx.app);
      const other = (await createProfile(ctx.app, otherFamily, 1)).id;
      await approve(ctx.app, other);
      await matches(groomFamily, groom);
      await matches(otherFamily, other);
      const wish = await ctx.app.inject({
        method: "PUT",
        url: `/api/v1/profiles/${bride.slug}/wishlist`,
        headers: groomFamily.headers,
        payload: { wished: true },
      });
      expect(wish.statusCode).toBe(200);
      expect((await matches(groomFamily, groom)).items.find((c) => c.id === bride.id)?.isWishlisted).toBe(
        true,
      );
      expect((await matches(otherFamily, other)).items.find((c) => c.id === bride.id)?.isWishlisted).toBe(
        false,
      );
      const block = await ctx.app.inject({
        method: "POST",
        url: `/api/v1/profiles/${bride.slug}/block`,
        headers: otherFamily.headers,
      });
      expect(block.statusCode, block.body).toBeLessThan(300);
      expect((await matches(otherFamily, other)).items.map((c) => c.id)).not.toContain(bride.id);
      // Another family's profile is not found, kept answers or not.
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/v1/matches/${groom}`,
        headers: otherFamily.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("Gauri");
    });
  });
}
