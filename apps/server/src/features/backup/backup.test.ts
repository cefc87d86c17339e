/**
 * Backup and restore on both dialects: seed, back up while writes continue, wipe, restore, and
 * compare every table and every stored file byte for byte; refusals (a portal with data, a damaged
 * archive) and an archive older than the code (migrations run after the restore).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { createDatabase, type DatabaseHandle } from "../../db/database";
import { dropAllTables, listTables } from "../../db/dialect";
import { migrationProvider } from "../../db/migrations/index";
import type { BlobStorage } from "../../platform/storage";
import { createStorage } from "../../platform/storage";
import { seedDemo } from "../../seed/index";
import { dialectsUnderTest } from "../../test/harness";
import { photoJpeg } from "../media/fixtures";
import { createBackup, restoreBackup } from "./service";
import { createTarWriter, extractTar } from "./tar";

type Rows = Record<string, string[]>;

async function dumpTables(database: DatabaseHandle): Promise<Rows> {
  const db = database.db as unknown as Kysely<unknown>;
  const out: Rows = {};
  for (const table of await listTables(db, database.adapter.name)) {
    if (table === "kysely_migration_lock") continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function dumpFiles(storage: BlobStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const key of storage.list()) {
    const object = await storage.get(key);
    if (object) files.set(key, object.body);
  }
  return files;
}

for (const dialect of dialectsUnderTest()) {
  describe(`backup and restore [${dialect}]`, () => {
    const dir = mkdtempSync(join(tmpdir(), "vv-backup-"));
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const url =
      dialect === "sqlite" ? `sqlite:${join(dir, "portal.db")}` : (process.env.TEST_POSTGRES_URL as string);
    const config = testConfig({
      WEB_DIST: "/nonexistent",
      DATABASE_URL: url,
      STORAGE_URL: `file:${join(dir, "uploads")}`,
    });
    const open = () => createDatabase(url, dialect === "postgres" ? { pgSchema: schema } : {});
    let admin: pg.Client | undefined;
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let known: string[];

    beforeAll(async () => {
      if (dialect === "postgres") {
        admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create schema ${schema}`);
      }
      database = open();
      await database.migrate();
      known = Object.keys(await migrationProvider(database.adapter).getMigrations());
      app = await buildApp(config, { database });
      await seedDemo(app, { profiles: 0 });
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await database?.close().catch(() => undefined);
      if (admin) {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
      rmSync(dir, { recursive: true, force: true });
    });

    it("restores every table and every file byte for byte, taken while writes continue", async () => {
      const storage = app.services.storage;
      const beforeFiles = await dumpFiles(storage);
      const before = await dumpTables(database);
      expect(beforeFiles.size).toBeGreaterThan(10);
      expect(before.users?.length).toBeGreaterThan(10);

      // Writers keep going while the backup runs: contact messages and photos (rows and files).
      let writing = true;
      let written = 0;
      const jpeg = await photoJpeg(400, 300);
      const writer = (async () => {
        while (writing) {
          await database.db
            .insertInto("contact_messages")
            .values({
              first_name: "Writer",
              last_name: String(written),
              mobile_or_email: "9876543210",
              subject: "backup",
              message: "written during the backup",
              request_id: null,
              read_at: null,
              read_by: null,
            })
            .execute();
          await app.services.media.storePhoto(jpeg);
          written += 1;
        }
      })();
      const result = await createBackup({ database, storage, dir: join(dir, "backups") });
      writing = false;
      await writer;
      expect(written).toBeGreaterThan(0);
      expect(result.manifest.fileCount).toBeGreaterThanOrEqual(beforeFiles.size);

      const after = await dumpTables(database);
      const afterFiles = await dumpFiles(storage);

      // Wipe the portal: database and files.
      await app.close();
      if (dialect === "sqlite") {
        await database.close();
        for (const name of readdirSync(dir)) if (name.startsWith("portal.db")) rmSync(join(dir, name));
      } else {
        await dropAllTables(database.db as unknown as Kysely<unknown>, "postgres");
        await database.close();
      }
      rmSync(join(dir, "uploads"), { recursive: true, force: true });

      database = open();
      const target = createStorage(config);
      const restored = await restoreBackup({
        file: result.file,
        database,
        storage: target,
        force: false,
        knownMigrations: known,
        reopen: () => {
          database = open();
          return database;
        },
      });
      database = restored.database;
      expect(restored.newerMigrations).toEqual([]);

      const now = await dumpTables(database);
      expect(Object.keys(now).sort()).toEqual(Object.keys(after).sort());
      for (const [table, rows] of Object.entries(now)) {
        if (["contact_messages", "photos", "photo_hashes"].includes(table)) {
          // Taken mid-write (a stored photo gets its perceptual hash row too): everything there
          // before the backup, nothing that never existed.
          for (const row of before[table] ?? []) expect(rows, table).toContain(row);
          for (const row of rows) expect(after[table], table).toContain(row);
          expect(rows.length, table).toBe(result.manifest.database.counts[table]);
        } else if (table === "list_generation") {
          // The browse list's change counter is restored; its epoch is renewed (list-generation-sql.ts).
          const [restoredCounter, backedUp] = [rows, after[table] ?? []].map((r) => JSON.parse(r[0] ?? "{}"));
          expect(Number(restoredCounter.n)).toBe(Number(backedUp.n));
          expect(restoredCounter.epoch).not.toBe(backedUp.epoch);
        } else {
          expect(rows, table).toEqual(after[table]);
        }
      }
      const nowFiles = await dumpFiles(target);
      for (const [key, bytes] of beforeFiles) expect(nowFiles.get(key)?.equals(bytes), key).toBe(true);
      for (const [key, bytes] of nowFiles) expect(afterFiles.get(key)?.equals(bytes), key).toBe(true);
      // Every photo row the restored database holds has its files.
      const photoIds = (await database.db.selectFrom("photos").select("id").execute()).map((p) =>
        String(p.id),
      );
      for (const id of photoIds) expect(nowFiles.has(`photos/${id}/full.jpg`), id).toBe(true);

      // A portal that holds data is not overwritten unless forced.
      await expect(
        restoreBackup({
          file: result.file,
          database,
          storage: target,
          force: false,
          knownMigrations: known,
          reopen: open,
        }),
      ).rejects.toThrow(/already holds data.*--force/);

      // A damaged archive is refused before anything is touched.
      const work = mkdtempSync(join(dir, "tamper-"));
      const entries = await extractTar(result.file, work, () => true);
      const damaged = join(dir, "damaged.tar.gz");
      const tar = createTarWriter(damaged);
      const victim = [...entries.keys()].find((n) => n.startsWith("files/")) as string;
      for (const [name, entry] of entries) {
        if (name === victim) await tar.addBuffer(name, Buffer.from("not the photo"));
        else await tar.addFile(name, entry.path, entry.size);
      }
      await tar.finish();
      await expect(
        restoreBackup({
          file: damaged,
          database,
          storage: target,
          force: true,
          knownMigrations: known,
          reopen: open,
        }),
      ).rejects.toThrow(/checksum mismatch/);
      expect((await dumpTables(database)).users).toEqual(after.users);
    }, 180_000);

    it("restores an archive older than the code and runs the newer migrations", async () => {
      // Make the database look as it was before the backup_runs migration, and back it up.
      const db = database.db as unknown as Kysely<unknown>;
      await sql`drop table backup_runs`.execute(db);
      await sql`delete from kysely_migration where name = ${"036-backup-runs"}`.execute(db);
      const storage = createStorage(config);
      const result = await createBackup({ database, storage, dir: join(dir, "backups") });
      expect(result.manifest.database.migrations).not.toContain("036-backup-runs");

      const restored = await restoreBackup({
        file: result.file,
        database,
        storage,
        force: true,
        knownMigrations: known,
        reopen: () => {
          database = open();
          return database;
        },
      });
      database = restored.database;
      expect(restored.newerMigrations).toEqual(["036-backup-runs"]);
      expect(await listTables(database.db as unknown as Kysely<unknown>, dialect)).toContain("backup_runs");
    }, 120_000);
  });
}
