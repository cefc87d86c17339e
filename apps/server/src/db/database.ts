import { type Kysely, Migrator, sql } from "kysely";
import { type DialectAdapter, openDatabase } from "./dialect";
import { migrationProvider } from "./migrations/index";
import { prepared } from "./prepared";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  adapter: DialectAdapter;
  /** How it was opened (backups run pg_dump / pg_restore against the same database and schema). */
  url: string;
  pgSchema?: string;
  migrate(): Promise<void>;
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export function createDatabase(url: string, options: { pgSchema?: string } = {}): DatabaseHandle {
  const { db, adapter } = openDatabase<Database>(url, options);
  const probe = prepared(db, () => sql<{ one: number }>`select 1 as one`);
  return {
    db,
    adapter,
    url,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    async migrate() {
      // Features are built side by side: a database that already ran a later-numbered migration must
      // still take an earlier one that arrived afterwards (each migration touches only its own tables).
      // Kysely looks for its migration tables in every schema unless told which: a test schema
      // would otherwise find another test's tables and never create its own.
      const migrator = new Migrator({
        db,
        provider: migrationProvider(adapter),
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
    close: () => db.destroy(),
  };
}
