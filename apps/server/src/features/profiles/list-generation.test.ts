import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, dialectsUnderTest, type TestContext } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { TableRecorder, watchedTables } from "../../test/table-recorder";
import { listGenerationReader, renewListGeneration } from "./list-generation-sql";
import { viewerOf } from "./viewer";

for (const dialect of dialectsUnderTest()) {
  describe(`browse list answers kept until what they read changes [${dialect}]`, () => {
    const recorder = new TableRecorder();
    let context: Awaited<ReturnType<typeof createTestContext>>;
    let ctx: TestContext;
    let groomFamily: Actor;
    let bride: { id: number; slug: string };
    const generation = () => listGenerationReader(ctx.app.database.db)();
    const list = async (who: Actor, query = "?gender=2") => {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/v1/profiles${query}`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { items: { id: number; fullName: string; isWishlisted: boolean }[] };
    };

    beforeAll(async () => {
      context = await createTestContext(dialect, {}, { plugins: [recorder] });
      ctx = context.ctx;
      groomFamily = await actor(ctx.app);
      await createProfile(ctx.app, groomFamily, 1);
      const brideFamily = await actor(ctx.app);
      const created = await createProfile(ctx.app, brideFamily, 2, { firstName: "Sayali" });
      await approve(ctx.app, created.id);
      bride = { id: created.id, slug: created.slug };
    });
    afterAll(async () => context?.close());

    it("every table the list reads is watched by the change counter", async () => {
      const watched = await watchedTables(ctx.app.database.db, dialect);
      expect(watched).toEqual([
        "blocks",
        "interests",
        "partner_preferences",
        "profiles",
        "report_holds",
        "unlisted_profiles",
        "users",
        "wishlist",
      ]);
      const viewer = viewerOf(groomFamily.user);
      recorder.queries = [];
      // Every branch of the list's SQL: filters, a name through the index, the wish list, a later page.
      for (const query of [
        { page: 1 },
        {
          page: 2,
          gender: 2,
          educationId: 3,
          regionId: 2,
          ageMin: 20,
          ageMax: 40,
          heightMin: 50,
          heightMax: 80,
        },
        { page: 1, name: "sayali", idVerified: true, regNo: "1001" },
        { page: 1, wishlist: true },
      ])
        await ctx.app.services.profiles.browse(viewer, query as never, "mr");
      const read = new Set(recorder.queries.flat().filter((t) => t !== "list_generation"));
      expect(read.size).toBeGreaterThan(3);
      for (const table of read) expect(watched, `the list reads ${table}`).toContain(table);
    });

    it("a committed change moves the counter; nothing else does", async () => {
      const db = ctx.app.database.db;
      const before = await generation();
      await list(groomFamily);
      expect(await generation()).toBe(before);
      await db.updateTable("profiles").set({ first_name: "Sayali" }).where("id", "=", bride.id).execute();
      const afterUpdate = await generation();
      expect(afterUpdate).not.toBe(before);
      await db.insertInto("report_holds").values({ profile_id: bride.id }).execute();
      const afterInsert = await generation();
      expect(afterInsert).not.toBe(afterUpdate);
      await db.deleteFrom("report_holds").where("profile_id", "=", bride.id).execute();
      expect(await generation()).not.toBe(afterInsert);
    });

    if (dialect === "postgres")
      it("PostgreSQL counts a transaction once, when it commits", async () => {
        const db = ctx.app.database.db;
        const before = await generation();
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("profiles")
            .set({ city_village: "Satara" })
            .where("id", "=", bride.id)
            .execute();
          await trx
            .updateTable("users")
            .set({ city_village: "Satara" })
            .where("id", "=", groomFamily.user.id)
            .execute();
          // Another connection does not see the change yet, nor the counter move.
          expect(await generation()).toBe(before);
        });
        const [epoch, n] = (before as string).split(":");
        expect(await generation()).toBe(`${epoch}:${Number(n) + 1}`);
      });

    it("a repeated list is answered without its queries, and a change made anywhere shows at once", async () => {
      const db = ctx.app.database.db;
      const first = await list(groomFamily);
      recorder.queries = [];
      expect(await list(groomFamily)).toEqual(first);
      expect(recorder.queries).toEqual([]);
      // Written straight to the database (no service told): the next list has it.
      await db.updateTable("profiles").set({ first_name: "Gauri" }).where("id", "=", bride.id).execute();
      const renamed = await list(groomFamily);
      expect(renamed.items.find((c) => c.id === bride.id)?.fullName).toMatch(/^Gauri/);
      expect(recorder.queries.length).toBeGreaterThan(0);
    });

    it("never answers one member with another's list; a block or a wish takes effect at once", async () => {
      const otherGroomFamily = await actor(ctx.app);
      await createProfile(ctx.app, otherGroomFamily, 1);
      await list(groomFamily);
      await list(otherGroomFamily);
      const wish = await ctx.app.inject({
        method: "PUT",
        url: `/api/v1/profiles/${bride.slug}/wishlist`,
        headers: groomFamily.headers,
        payload: { wished: true },
      });
      expect(wish.statusCode).toBe(200);
      expect((await list(groomFamily)).items.find((c) => c.id === bride.id)?.isWishlisted).toBe(true);
      expect((await list(otherGroomFamily)).items.find((c) => c.id === bride.id)?.isWishlisted).toBe(false);
      const block = await ctx.app.inject({
        method: "POST",
        url: `/api/v1/profiles/${bride.slug}/block`,
        headers: otherGroomFamily.headers,
      });
      expect(block.statusCode, block.body).toBeLessThan(300);
      expect((await list(otherGroomFamily)).items.map((c) => c.id)).not.toContain(bride.id);
      expect((await list(groomFamily)).items.map((c) => c.id)).toContain(bride.id);
    });

    it("the session's statement reads the counter too, so a list request needs no read of its own", async () => {
      const token = groomFamily.headers.cookie.replace("vv_session=", "");
      const session = await ctx.app.services.sessions.resolve(token);
      expect(session?.listGeneration).toBe(await generation());
      await ctx.app.database.db
        .updateTable("profiles")
        .set({ city_village: "Wai" })
        .where("id", "=", bride.id)
        .execute();
      expect((await ctx.app.services.sessions.resolve(token))?.listGeneration).toBe(await generation());
      expect((await ctx.app.services.sessions.resolve(token))?.listGeneration).not.toBe(
        session?.listGeneration,
      );
    });

    it("a restore renews the counter's epoch", async () => {
      const before = (await generation()) as string;
      await renewListGeneration(ctx.app.database.db);
      const after = (await generation()) as string;
      expect(after.split(":")[0]).not.toBe(before.split(":")[0]);
      expect(after.split(":")[1]).toBe(before.split(":")[1]);
    });
  });
}
