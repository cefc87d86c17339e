/**
 * A seeded portal (photos, interests, payments, notifications) moved from SQLite and local disk to
 * PostgreSQL and S3 (s3rver), and from there back to SQLite and disk: every table and file compared
 * by this test's own reading, then a portal built on each target serves the same profiles and photos
 * to the same session. Runs when TEST_POSTGRES_URL is set (CI sets it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type Config, testConfig } from "../../config";
import { createDatabase, type DatabaseHandle } from "../../db/database";
import { listTables } from "../../db/dialect";
import { createStorage } from "../../platform/storage";
import { seedDemo } from "../../seed/index";
import { newPostgresSchema } from "../../test/harness";
import { setPaymentSettings, startPayment } from "../../test/payment-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { hashFiles } from "./files";
import { DataMoveError, moveData } from "./service";

const PG = process.env.TEST_POSTGRES_URL;
const ISO = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d/;
/** Not data: the migrator's own, SQLite's name index, and the counter whose epoch a move renews. */
const NOT_COMPARED = /^(kysely_migration|profiles_name_fts|list_generation)/;

/** Every table as sorted JSON rows, instants as UTC ISO-8601 (SQLite keeps text, PostgreSQL timestamptz). */
async function dumpTables(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const db = database.db as unknown as Kysely<unknown>;
  const out: Record<string, string[]> = {};
  for (const table of await listTables(db, database.adapter.name)) {
    if (NOT_COMPARED.test(table)) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    out[table] = rows
      .map((row) => {
        const entries = Object.entries(row).map(([k, v]) => {
          const value = typeof v === "string" && ISO.test(v) ? new Date(v).toISOString() : v;
          return [k, value] as const;
        });
        return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
      })
      .sort();
  }
  return out;
}

describe.skipIf(!PG)("moving a portal between SQLite + disk and PostgreSQL + S3", () => {
  const dir = mkdtempSync(join(tmpdir(), "vv-move-"));
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: join(dir, "s3"),
    configureBuckets: [{ name: "vv-move", configs: [] }],
  });
  let s3Settings: Partial<Config> = {};
  let pgSchema: Awaited<ReturnType<typeof newPostgresSchema>>;
  const sqliteConfig = (name: string) =>
    testConfig({
      WEB_DIST: "/nonexistent",
      DATABASE_URL: `sqlite:${join(dir, `${name}.db`)}`,
      STORAGE_URL: `file:${join(dir, `${name}-uploads`)}`,
    });
  const first = sqliteConfig("first");
  const back = sqliteConfig("back");
  let pgConfig: Config;
  const open: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const side = (config: Config) => {
    const database = createDatabase(
      config.DATABASE_URL,
      config === pgConfig ? { pgSchema: pgSchema.schema } : {},
    );
    open.push(database);
    return { database, storage: createStorage(config) };
  };
  let admin: Actor;
  let deletedId = 0;
  let original: Record<string, string[]>;
  let served: Awaited<ReturnType<typeof whatIsServed>>;

  /**
   * What a session is shown: both lists, each profile's details and its thumbnail's bytes, and a search
   * by the first profile's surname (answered through the name index: SQLite's is rebuilt by a move).
   */
  async function whatIsServed(app: FastifyInstance) {
    const get = (url: string) => app.inject({ method: "GET", url, headers: admin.headers });
    const lists = [];
    const details = [];
    const photos = [];
    const searches = [];
    for (const gender of [1, 2]) {
      const list = await get(`/api/v1/profiles?gender=${gender}`);
      expect(list.statusCode).toBe(200);
      lists.push(list.json());
      const first = (await get(`/api/v1/profiles/${list.json().items[0]?.slug}`)).json();
      const found = await get(`/api/v1/profiles?gender=${gender}&name=${encodeURIComponent(first.lastName)}`);
      searches.push(found.json().items.map((item: { slug: string }) => item.slug));
      for (const item of list.json().items as { slug: string }[]) {
        const one = await get(`/api/v1/profiles/${item.slug}`);
        details.push(one.json());
        if (one.json().photo?.thumb)
          photos.push((await get(one.json().photo.thumb)).rawPayload.toString("hex"));
      }
    }
    return { lists, details, photos, searches };
  }

  async function portalOn(config: Config, database: DatabaseHandle) {
    const app = await buildApp(config, { database });
    apps.push(app);
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    const address = await s3.run();
    s3Settings = {
      STORAGE_URL: "s3://vv-move/portal",
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    };
    pgSchema = await newPostgresSchema();
    pgConfig = testConfig({ WEB_DIST: "/nonexistent", DATABASE_URL: pgSchema.url, ...s3Settings });

    // The portal as a trust runs it first: embedded SQLite, photos on disk.
    const { database } = side(first);
    await database.migrate();
    const app = await portalOn(first, database);
    await seedDemo(app, { profiles: 12 });
    admin = await actor(app, { role: "admin" });
    const family = await actor(app);
    await setPaymentSettings(app, admin, { paymentEnabled: true, feeAmount: 750 });
    const paid = await createProfile(app, family, 2);
    await approve(app, paid.id);
    expect((await startPayment(app, family, paid.id)).statusCode).toBe(200);
    // A deleted row: the next id handed out after the move must still be a new one.
    deletedId = (await maxId(database, "contact_messages")) ?? 0;
    expect(deletedId).toBeGreaterThan(0);
    await database.db.deleteFrom("contact_messages").where("id", "=", deletedId).execute();
    original = await dumpTables(database);
    served = await whatIsServed(app);
    await app.close();
    apps.pop();
  }, 600_000);

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    for (const database of open) await database.close().catch(() => undefined);
    await pgSchema?.drop();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function maxId(database: DatabaseHandle, table: "contact_messages") {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.max("id").as("max"))
      .executeTakeFirst();
    return row?.max === null || row?.max === undefined ? undefined : Number(row.max);
  }

  it("holds the data the move must carry", () => {
    for (const table of ["users", "profiles", "photos", "interests", "payments", "notifications", "sessions"])
      expect(original[table]?.length, table).toBeGreaterThan(0);
    expect(served.photos.length).toBeGreaterThan(5);
    for (const found of served.searches) expect(found.length).toBeGreaterThan(0);
  });

  it("moves SQLite + disk to PostgreSQL + S3, and the portal there serves the same", async () => {
    const source = side(first);
    const target = side(pgConfig);
    const report = await moveData({ source, target });
    expect(report.tables.profiles?.rows).toBe(original.profiles?.length);
    expect(report.files.count).toBe((await hashFiles(source.storage)).hashes.size);

    expect(await dumpTables(target.database)).toEqual(original);
    const [a, b] = [await hashFiles(source.storage), await hashFiles(target.storage)];
    expect([...b.hashes].sort()).toEqual([...a.hashes].sort());

    const app = await portalOn(pgConfig, target.database);
    expect(await whatIsServed(app)).toEqual(served);
    // Ids continue after the highest the source ever handed out, the deleted row's included.
    const row = await target.database.db
      .insertInto("contact_messages")
      .values({
        first_name: "After",
        last_name: "Move",
        mobile_or_email: "9876543210",
        subject: "s",
        message: "m",
        request_id: null,
        read_at: null,
        read_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(Number(row.id)).toBe(deletedId + 1);
    await target.database.db.deleteFrom("contact_messages").where("id", "=", row.id).execute();
  }, 600_000);

  it("refuses a target that holds data unless forced", async () => {
    const source = side(first);
    const target = side(pgConfig);
    await expect(moveData({ source, target })).rejects.toThrow(DataMoveError);
    await expect(moveData({ source, target })).rejects.toThrow(/not empty.*--force/);
    const report = await moveData({ source, target, force: true });
    expect(report.tables.users?.rows).toBe(original.users?.length);
    expect(await dumpTables(target.database)).toEqual(original);
  }, 600_000);

  it("moves PostgreSQL + S3 back to SQLite + disk, and the portal there serves the same", async () => {
    const source = side(pgConfig);
    const target = side(back);
    await moveData({ source, target });
    expect(await dumpTables(target.database)).toEqual(original);
    const [a, b] = [await hashFiles(source.storage), await hashFiles(target.storage)];
    expect([...b.hashes].sort()).toEqual([...a.hashes].sort());
    const app = await portalOn(back, target.database);
    expect(await whatIsServed(app)).toEqual(served);
  }, 600_000);
});
