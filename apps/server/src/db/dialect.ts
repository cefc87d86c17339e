/**
 * The one place that knows SQLite from PostgreSQL. Everything else writes dialect-neutral Kysely.
 */

import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Expression,
  Kysely,
  PostgresDialect,
  type RawBuilder,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";

export type DialectName = "sqlite" | "postgres";

export interface DialectAdapter {
  readonly name: DialectName;
  /** Adds an auto-incrementing integer primary key called `id`. */
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's builder is generic over table/column names
  addIdColumn<T extends CreateTableBuilder<any, any>>(table: T): T;
  /** Column type for instants. Values are always ISO-8601 strings in application code. */
  readonly timestampType: "text" | "timestamptz";
  /** Case-insensitive substring match (ASCII and Devanagari alike). */
  containsInsensitive(column: Expression<unknown>, needle: string): RawBuilder<boolean>;
  /** Column definition for the default "now" of a timestamp column. */
  defaultNow(col: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
}

const sqliteAdapter: DialectAdapter = {
  name: "sqlite",
  addIdColumn: (t) => t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()) as typeof t,
  timestampType: "text",
  containsInsensitive: (column, needle) =>
    sql<boolean>`lower(${column}) like ${`%${escapeLike(needle.toLowerCase())}%`} escape '\\'`,
  defaultNow: (c) => c.defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
};

const postgresAdapter: DialectAdapter = {
  name: "postgres",
  addIdColumn: (t) =>
    t.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity()) as typeof t,
  timestampType: "timestamptz",
  containsInsensitive: (column, needle) =>
    sql<boolean>`${column} ilike ${`%${escapeLike(needle)}%`} escape '\\'`,
  defaultNow: (c) => c.defaultTo(sql`now()`),
};

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

// Return timestamptz as ISO strings, so both dialects hand the same shape to application code.
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(20, (v) => Number(v)); // count(*) is bigint

export interface OpenedDatabase<DB> {
  db: Kysely<DB>;
  adapter: DialectAdapter;
}

/**
 * `sqlite:./path.db`, `sqlite::memory:` or `postgres://…`. `pgSchema` isolates a test file in its own schema.
 */
export function openDatabase<DB>(url: string, options: { pgSchema?: string } = {}): OpenedDatabase<DB> {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), adapter: postgresAdapter };
  }
  const file = url.replace(/^sqlite:/, "");
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  return { db: new Kysely<DB>({ dialect: new SqliteDialect({ database }) }), adapter: sqliteAdapter };
}
