/**
 * The database half of a backup: a consistent snapshot file and the row counts of that same
 * snapshot (SQLite: VACUUM INTO a new file; PostgreSQL: pg_dump of an exported snapshot), and
 * putting one back.
 */
import { copyFile, rename, rm } from "node:fs/promises";
import { resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { DatabaseHandle } from "../../db/database";
import {
  appliedMigrations,
  countRows,
  currentSchema,
  dropAllTables,
  listTables,
  postgresMajorVersion,
  sqliteVacuumInto,
  withExportedSnapshot,
} from "../../db/dialect";
import { assertPgDumpFits, pgDump, pgRestore } from "./postgres-tools";

export interface SnapshotInfo {
  dialect: "sqlite" | "postgres";
  /** PostgreSQL: the schema the dump restores into. */
  schema?: string;
  /** Archive entry name of the snapshot file. */
  entry: string;
  counts: Record<string, number>;
  migrations: string[];
}

const MIGRATION_TABLE = "kysely_migration";

async function migrationsOf(db: Kysely<unknown>, tables: string[]): Promise<string[]> {
  return tables.includes(MIGRATION_TABLE) ? appliedMigrations(db, MIGRATION_TABLE) : [];
}

async function countAll(db: Kysely<unknown>, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(db, table);
  return counts;
}

function openSqliteFile(file: string, readonly: boolean) {
  return new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly }) }) });
}

/** Writes the snapshot to `file` and describes it. */
export async function snapshotDatabase(database: DatabaseHandle, file: string): Promise<SnapshotInfo> {
  const db = database.db as unknown as Kysely<unknown>;
  if (database.adapter.name === "sqlite") {
    await sqliteVacuumInto(db, file);
    const copy = openSqliteFile(file, true);
    try {
      const tables = await listTables(copy, "sqlite");
      return {
        dialect: "sqlite",
        entry: "database/portal.sqlite",
        counts: await countAll(copy, tables),
        migrations: await migrationsOf(copy, tables),
      };
    } finally {
      await copy.destroy();
    }
  }
  await assertPgDumpFits(await postgresMajorVersion(db));
  const schema = await currentSchema(db);
  return withExportedSnapshot(db, async (snapshotId, tx) => {
    const tables = await listTables(tx, "postgres");
    const counts = await countAll(tx, tables);
    const migrations = await migrationsOf(tx, tables);
    await pgDump({ url: database.url, schema }, file, snapshotId);
    return { dialect: "postgres", schema, entry: "database/portal.pgdump", counts, migrations };
  });
}

/** True when the database holds any row outside the migrator's own tables. */
export async function databaseHasData(database: DatabaseHandle): Promise<boolean> {
  const db = database.db as unknown as Kysely<unknown>;
  for (const table of await listTables(db, database.adapter.name)) {
    if (table.startsWith(MIGRATION_TABLE) || table === "settings" || table === "job_leases") continue;
    if ((await countRows(db, table)) > 0) return true;
  }
  return false;
}

/**
 * Replaces the database with the snapshot. SQLite: the file is swapped (the portal must be stopped);
 * PostgreSQL: every table of the schema is dropped, then pg_restore fills it in one transaction.
 * The handle given is closed for SQLite (its file is replaced); callers open a new one afterwards.
 */
export async function restoreDatabase(
  database: DatabaseHandle,
  info: SnapshotInfo,
  file: string,
  work: string,
) {
  if (info.dialect !== database.adapter.name) {
    throw new Error(
      `this backup is of a ${info.dialect} database and cannot be restored into ${database.adapter.name} (DATABASE_URL)`,
    );
  }
  if (database.adapter.name === "sqlite") {
    const target = database.url.replace(/^sqlite:/, "");
    if (target === ":memory:")
      throw new Error("DATABASE_URL is an in-memory database: nothing to restore into");
    await database.close();
    const path = resolve(target);
    const temp = `${path}.restoring`;
    await copyFile(file, temp);
    for (const suffix of ["-wal", "-shm"]) await rm(`${path}${suffix}`, { force: true });
    await rename(temp, path);
    return;
  }
  const db = database.db as unknown as Kysely<unknown>;
  const schema = await currentSchema(db);
  if (info.schema && info.schema !== schema) {
    throw new Error(`this backup restores into the PostgreSQL schema "${info.schema}", not "${schema}"`);
  }
  await dropAllTables(db, "postgres");
  await database.adapter.installExtensions(db);
  await pgRestore({ url: database.url, schema }, file, `${work}/restore.list`);
}

/** Row counts of the restored database, to compare with the manifest's. */
export async function countTables(
  database: DatabaseHandle,
  tables: string[],
): Promise<Record<string, number>> {
  return countAll(database.db as unknown as Kysely<unknown>, tables);
}
