import { CompiledQuery, sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { managedProfileIds } from "./managed-sql";
import { profilesRepo } from "./repo";

describeEachDialect("a family's own profiles", (ctx) => {
  let family: Actor;
  let associate: Actor;
  const ids: number[] = [];

  beforeAll(async () => {
    const { app } = ctx();
    family = await actor(app);
    associate = await actor(app, { role: "associate" });
    ids.push((await createProfile(app, family, 1)).id, (await createProfile(app, family, 2)).id);
    const other = await actor(app);
    const theirs = await createProfile(app, other, 1);
    await app.database.db
      .updateTable("profiles")
      .set({ associate_user_id: associate.user.id })
      .where("id", "=", theirs.id)
      .execute();
    ids.push(theirs.id);
  });

  it("are the profiles a user registered or registered as associate", async () => {
    const { app } = ctx();
    const of = async (userId: number) =>
      (await managedProfileIds(app.database.db, userId).execute()).map((r) => r.id).sort((a, b) => a - b);
    expect(await of(family.user.id)).toEqual(ids.slice(0, 2));
    expect(await of(associate.user.id)).toEqual([ids[2]]);
    const listed = await profilesRepo(app.database.db, app.database.adapter).listManagedBy(family.user.id);
    expect(listed.map((p) => p.id)).toEqual([...ids.slice(0, 2)].reverse());
  });

  it("are found by index even where SQLite's statistics say one owner holds half the table", async () => {
    const { app, dialect } = ctx();
    if (dialect !== "sqlite") return;
    const db = app.database.db;
    await sql`analyze`.execute(db);
    // As a benchmark's single family, or an associate with thousands of profiles, would leave them.
    await sql`update sqlite_stat1 set stat = '1000000 500000' where idx in ('profiles_owner_user_id_idx', 'profiles_associate_user_id_idx')`.execute(
      db,
    );
    await sql`analyze sqlite_schema`.execute(db);
    const plan = async (q: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
      const c = q.compile();
      const rows = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${c.sql}`, [...c.parameters]),
      );
      return rows.rows.map((r) => r.detail).join("\n");
    };
    const viaUnion = db
      .selectFrom("profiles")
      .selectAll()
      .where("id", "in", managedProfileIds(db, family.user.id))
      .orderBy("id", "desc");
    const union = await plan(viaUnion);
    expect(union).toMatch(/SEARCH profiles USING COVERING INDEX profiles_owner_user_id_idx/);
    expect(union).toMatch(/SEARCH profiles USING COVERING INDEX profiles_associate_user_id_idx/);
    // The single OR this replaces is planned as a scan of every profile (or of an index holding
    // them all) under those statistics.
    const viaOr = db
      .selectFrom("profiles")
      .selectAll()
      .where((eb) =>
        eb.or([eb("owner_user_id", "=", family.user.id), eb("associate_user_id", "=", family.user.id)]),
      )
      .orderBy("id", "desc");
    const or = await plan(viaOr);
    expect(or).toMatch(/SCAN profiles/);
    expect(or).not.toMatch(/profiles_owner_user_id_idx/);
  });
});
