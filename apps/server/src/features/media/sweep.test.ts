import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { photoJpeg } from "./fixtures";
import { mediaRepo, PHOTO_COLUMNS } from "./repo";

const LONG_AGO = "2020-01-01T00:00:00.000Z";

describeEachDialect("unused photo sweep", (ctx) => {
  let family: Actor;
  let bytes: Buffer;
  beforeAll(async () => {
    family = await actor(ctx().app);
    bytes = await photoJpeg(800, 600);
  });

  const store = async () =>
    (await ctx().app.services.media.storePhoto(bytes, { ownerUserId: family.user.id })).photoId;
  const backdate = (...ids: string[]) =>
    ctx().database.db.updateTable("photos").set({ created_at: LONG_AGO }).where("id", "in", ids).execute();
  const exists = async (id: string) =>
    (await ctx().app.services.media.findPhoto(id)) !== undefined &&
    (await ctx().app.services.media.openVariant(id, "full", "webp")) !== null;
  const sweep = () => ctx().app.services.media.sweepUnused(new Date(Date.now() - 24 * 3_600_000));

  it("removes an old photo nothing uses, row and files, and keeps used or recent ones", async () => {
    const { app, database } = ctx();
    const abandoned = await store();
    const recent = await store();
    const profile = await createProfile(app, family, 2);
    const inUse = (
      await database.db
        .selectFrom("profiles")
        .select("photo_id")
        .where("id", "=", profile.id)
        .executeTakeFirstOrThrow()
    ).photo_id as string;
    const awaitingReview = await store();
    await database.db
      .updateTable("profiles")
      .set({ pending_photo_id: awaitingReview })
      .where("id", "=", profile.id)
      .execute();
    const onHomePage = await store();
    await database.db
      .insertInto("site_images")
      .values({ kind: "gallery", photo_id: onHomePage, position: 1 })
      .execute();
    await backdate(abandoned, inUse, awaitingReview, onHomePage);

    expect(await exists(abandoned)).toBe(true);
    const result = await sweep();
    expect(result).toEqual({ removed: 1, failed: 0 });
    expect(await exists(abandoned)).toBe(false);
    for (const kept of [recent, inUse, awaitingReview, onHomePage]) expect(await exists(kept)).toBe(true);
    expect(await sweep()).toEqual({ removed: 0, failed: 0 });
  });

  it("keeps a photo attached between finding and deleting it", async () => {
    const { app, database } = ctx();
    const photo = await store();
    await backdate(photo);
    const repo = mediaRepo(database.db);
    expect(await repo.unusedBefore(new Date().toISOString(), 500)).toContain(photo);
    const profile = await createProfile(app, family, 1);
    await database.db
      .updateTable("profiles")
      .set({ pending_photo_id: photo })
      .where("id", "=", profile.id)
      .execute();
    expect(await repo.deleteIfUnused(photo)).toBe(false);
    expect(await exists(photo)).toBe(true);
  });

  it("knows every column of the schema that holds a photo", async () => {
    const { db } = ctx().database;
    // PostgreSQL lists every schema's tables: other suites' test schemas run on the same server.
    const schema =
      ctx().dialect === "postgres"
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
        : undefined;
    const tables = await db.introspection.getTables();
    const photoColumns = tables
      .filter((t) => schema === undefined || t.schema === schema)
      .filter((t) => t.name !== "photos" && !t.name.startsWith("kysely_"))
      .flatMap((t) => t.columns.filter((c) => c.name.endsWith("photo_id")).map((c) => `${t.name}.${c.name}`))
      .sort();
    expect(photoColumns).toEqual(PHOTO_COLUMNS.map(([table, column]) => `${table}.${column}`).sort());
  });
});
