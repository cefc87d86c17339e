import { DEFAULT_MIGRATION_TABLE, type Kysely, type MigrationProvider, Migrator, sql } from "kysely";
import { type DialectAdapter, type OpenOptions, openDatabase } from "./dialect";
import { migrationProvider } from "./migrations/index";
import { prepared } from "./prepared";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  adapter: DialectAdapter;
  /** The heavy reads' connection: worker threads on an SQLite file (READ_WORKERS), else `db`. */
  reader: DB;
  /** How it was opened (backups run pg_dump / pg_restore against the same database and schema). */
  url: string;
  pgSchema?: string;
  migrate(): Promise<void>;
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export function createDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  const { db, adapter, reader } = openDatabase<Database>(url, options);
  const probe = prepared(db, () => sql<{ one: number }>`select 1 as one`);
  return {
    db,
    adapter,
    reader,
    url,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    async migrate() {
      const provider = migrationProvider(adapter);
      // A restart finds every migration already run: one query says so, instead of the Migrator's
      // table checks, lock and sorted comparison (start-up).
      if (await allMigrationsRan(db, provider, options.pgSchema)) return;
      // Features are built side by side: a database that already ran a later-numbered migration must
      // still take an earlier one that arrived afterwards (each migration touches only its own tables).
      // Kysely looks for its migration tables in every schema unless told which: a test schema
      // would otherwise find another test's tables and never create its own.
      const migrator = new Migrator({
        db,
        provider,
        allowUnorderedMigrations: true,
        ...(options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === "Error");
      if (error || failed) {
        throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
      }
    },
    async isReachable() {
      try {
        await probe();
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (reader !== db) await reader.destroy();
      await db.destroy();
    },
  };
}

/** Whether the migration table lists every migration the provider has (false when it does not exist yet). */
async function allMigrationsRan(db: DB, provider: MigrationProvider, pgSchema?: string): Promise<boolean> {
  const names = Object.keys(await provider.getMigrations());
  const tracked = db.withTables<{ [DEFAULT_MIGRATION_TABLE]: { name: string } }>();
  try {
    const rows = await (pgSchema ? tracked.withSchema(pgSchema) : tracked)
      .selectFrom(DEFAULT_MIGRATION_TABLE)
      .select("name")
      .execute();
    const ran = new Set(rows.map((row) => row.name));
    return names.every((name) => ran.has(name));
  } catch {
    return false;
  }
}
