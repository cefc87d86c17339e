/**
 * The one place that knows SQLite from PostgreSQL. Everything else writes dialect-neutral Kysely.
 */

import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
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
import { attachPostgresConnection } from "./postgres-connection";
import { attachSqliteConnection } from "./sqlite-connection";
import { readWorkerPool, readWorkersKysely } from "./sqlite-read-workers";

export type DialectName = "sqlite" | "postgres";
export type ExclusionStyle = "set" | "anti-join";

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
  /**
   * profiles.search_name contains the needle (case-insensitive), through the name index when the
   * needle has three characters or more: FTS5 trigram table on SQLite, pg_trgm GIN index on PostgreSQL.
   */
  profileNameContains(needle: string, viaIndex?: boolean): RawBuilder<boolean>;
  /**
   * Whether the name index should drive a list search: it pays for names few profiles carry; for a
   * common one, walking the list in its order finds a page sooner than collecting every match.
   */
  // biome-ignore lint/suspicious/noExplicitAny: any database
  nameIndexPays(db: Kysely<any>, needle: string): Promise<boolean>;
  /**
   * The column, written so the planner does not use an index for a condition on it: SQLite's unary
   * plus. Its planner prefers a birth-date range (migration 065) to walking the list's order even when
   * thousands match, then sorts them all; PostgreSQL weighs the two by its statistics and needs no hint.
   */
  notViaIndex(column: string): RawBuilder<unknown>;
  /**
   * Whether the browse indexes walked in approval order also carry the birth date and height
   * (migration 120). SQLite walks them (notViaIndex) and then tests those in the index instead of the
   * row. PostgreSQL, given an index that covers a whole gender, underestimates what the hidden and
   * blocked filters leave and scans and sorts them all rather than walk the newest thousand.
   */
  readonly walkIndexesCarryRanges: boolean;
  /**
   * A condition that always holds, added to a walk of a whole gender in approval order (Matches'
   * newest candidates with no list filter) so that only the Matches index can serve it. PostgreSQL
   * underestimates what the hidden and blocked filters leave and, given any index that covers the
   * rest, would scan and sort the whole gender rather than walk the newest thousand; the column named
   * here (moon_rashi) is in the Matches index alone. SQLite walks as told: null.
   */
  onlyTheMatchesIndexServes(): RawBuilder<boolean> | null;
  /**
   * How a big list leaves out the few hidden rows (blocks, report holds, paused and closed profiles,
   * accounts awaiting deletion). "set": `id not in (select …)`, which SQLite reads once into a
   * temporary index and probes per row, the browse indexes staying covering. "anti-join": `not
   * exists (… where … = profiles.id)`; PostgreSQL guesses that each `not in` keeps half the rows (six
   * of them: one in 64) and, expecting a handful of rows, scans and sorts a whole gender, while it
   * estimates an anti-join from the hidden table's own size.
   */
  readonly hiddenRowsLeftOutBy: ExclusionStyle;
  /** Creates the trigram name index profileNameContains uses (migration 056). */
  // biome-ignore lint/suspicious/noExplicitAny: migrations run on an untyped Kysely
  createProfileNameIndex(db: Kysely<any>): Promise<void>;
  /**
   * Installs the database extensions the schema's indexes use, before a backup is restored into a
   * fresh database: a dump leaves extensions out (they live outside the portal's schema).
   */
  // biome-ignore lint/suspicious/noExplicitAny: runs before the restored schema exists
  installExtensions(db: Kysely<any>): Promise<void>;
  /**
   * Adds one to `counter`'s row 1 (column n) on every committed change to these tables (migration
   * 058): SQLite per changed row, in the changing statement; PostgreSQL once per transaction, at its
   * commit (a deferred trigger), so the counter's row lock is never held while other locks are taken.
   * A later migration calls it again for a table the list starts to read.
   */
  // biome-ignore lint/suspicious/noExplicitAny: migrations run on an untyped Kysely
  countChangesTo(db: Kysely<any>, counter: string, tables: readonly string[]): Promise<void>;
  /**
   * PostgreSQL: every committed change to these tables sends a notice on `channel` naming the table's
   * schema (migration 059, heard by db/postgres-connection.ts). SQLite: nothing (its change mark needs none).
   */
  // biome-ignore lint/suspicious/noExplicitAny: migrations run on an untyped Kysely
  announceChangesTo(db: Kysely<any>, channel: string, tables: readonly string[]): Promise<void>;
}

/** Trigram indexes answer needles of at least this many characters; shorter ones scan. */
const TRIGRAM = 3;
/** Past this many matching names, the list walks its own index instead of the name index. */
const NAME_INDEX_MAX_MATCHES = 2_000;

const sqliteAdapter: DialectAdapter = {
  name: "sqlite",
  addIdColumn: (t) => t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()) as typeof t,
  timestampType: "text",
  containsInsensitive: (column, needle) =>
    sql<boolean>`lower(${column}) like ${`%${escapeLike(needle.toLowerCase())}%`} escape '\\'`,
  defaultNow: (c) => c.defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  notViaIndex: (column) => sql`+${sql.ref(column)}`,
  walkIndexesCarryRanges: true,
  onlyTheMatchesIndexServes: () => null,
  hiddenRowsLeftOutBy: "set",
  profileNameContains(needle, viaIndex = true) {
    const lowered = needle.toLowerCase();
    // FTS5 answers LIKE '%…%' from its trigram index, but not with an ESCAPE clause: needles holding
    // a wildcard character (names never do) or too short for a trigram scan the column instead.
    if (!viaIndex || !trigramSearchable(lowered))
      return sqliteAdapter.containsInsensitive(sql.ref("profiles.search_name"), lowered);
    return sql<boolean>`profiles.id in (select rowid from profiles_name_fts where search_name like ${`%${lowered}%`})`;
  },
  async nameIndexPays(db, needle) {
    const lowered = needle.toLowerCase();
    if (!trigramSearchable(lowered)) return false;
    const { n } = await sql<{ n: number }>`select count(*) as n from (select rowid from profiles_name_fts
      where search_name like ${`%${lowered}%`} limit ${NAME_INDEX_MAX_MATCHES + 1})`
      .execute(db)
      .then((r) => r.rows[0] ?? { n: 0 });
    return Number(n) <= NAME_INDEX_MAX_MATCHES;
  },
  async installExtensions() {},
  async createProfileNameIndex(db) {
    // An external-content table: the names stay in profiles; triggers keep the index in step.
    await sql`create virtual table profiles_name_fts using fts5(search_name, content='profiles', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into profiles_name_fts(rowid, search_name) select id, search_name from profiles`.execute(
      db,
    );
    await sql`create trigger profiles_name_fts_insert after insert on profiles begin
      insert into profiles_name_fts(rowid, search_name) values (new.id, new.search_name); end`.execute(db);
    await sql`create trigger profiles_name_fts_delete after delete on profiles begin
      insert into profiles_name_fts(profiles_name_fts, rowid, search_name) values ('delete', old.id, old.search_name); end`.execute(
      db,
    );
    await sql`create trigger profiles_name_fts_update after update of search_name on profiles begin
      insert into profiles_name_fts(profiles_name_fts, rowid, search_name) values ('delete', old.id, old.search_name);
      insert into profiles_name_fts(rowid, search_name) values (new.id, new.search_name); end`.execute(db);
  },
  async countChangesTo(db, counter, tables) {
    for (const table of tables)
      for (const change of ["insert", "update", "delete"])
        await sql`create trigger ${sql.id(`${counter}_${table}_${change}`)} after ${sql.raw(change)} on ${sql.table(table)}
          begin update ${sql.table(counter)} set n = n + 1 where id = 1; end`.execute(db);
  },
  announceChangesTo: async () => {},
};

// In public, so dropping a schema (tests use one per suite) never drops the shared extension.
// biome-ignore lint/suspicious/noExplicitAny: migrations and restores run on an untyped Kysely
async function installPostgresExtensions(db: Kysely<any>) {
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
}

const postgresAdapter: DialectAdapter = {
  name: "postgres",
  addIdColumn: (t) =>
    t.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity()) as typeof t,
  timestampType: "timestamptz",
  containsInsensitive: (column, needle) =>
    sql<boolean>`${column} ilike ${`%${escapeLike(needle)}%`} escape '\\'`,
  defaultNow: (c) => c.defaultTo(sql`now()`),
  notViaIndex: (column) => sql.ref(column),
  walkIndexesCarryRanges: false,
  onlyTheMatchesIndexServes: () => sql<boolean>`profiles.moon_rashi is distinct from -1`,
  hiddenRowsLeftOutBy: "anti-join",
  // One expression either way: PostgreSQL's planner weighs the trigram index against the list's own.
  // search_name is stored in lower case, so LIKE on the lowered needle: the planner estimates LIKE
  // well (ILIKE's estimate led it to bitmap 47,500 "patil" entries at a million profiles).
  profileNameContains: (needle) =>
    sql<boolean>`profiles.search_name like ${`%${escapeLike(needle.toLowerCase())}%`} escape '\\'`,
  nameIndexPays: async () => true,
  installExtensions: installPostgresExtensions,
  async createProfileNameIndex(db) {
    await installPostgresExtensions(db);
    await sql`create index profiles_search_name_trgm_idx on profiles using gin (search_name public.gin_trgm_ops)`.execute(
      db,
    );
  },
  async countChangesTo(db, counter, tables) {
    const bump = sql.id(`${counter}_bump`);
    const flag = sql.lit(`vv.${counter}_bumped`);
    // Deferred row triggers all run at commit; the first adds one, the rest see the transaction's flag.
    // A truncate (statement-level, never deferred) counts at once.
    await sql`create or replace function ${bump}() returns trigger language plpgsql set search_path from current as $$
      begin
        if current_setting(${flag}, true) is distinct from '1' then
          perform set_config(${flag}, '1', true);
          update ${sql.table(counter)} set n = n + 1 where id = 1;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of tables) {
      await sql`create constraint trigger ${sql.id(`${counter}_${table}`)}
        after insert or update or delete on ${sql.table(table)} deferrable initially deferred
        for each row execute function ${bump}()`.execute(db);
      await sql`create trigger ${sql.id(`${counter}_${table}_truncate`)} after truncate on ${sql.table(table)}
        for each statement execute function ${bump}()`.execute(db);
    }
  },
  async announceChangesTo(db, channel, tables) {
    const announce = sql.id(`${channel}_announce`);
    // NOTIFY waits for the commit and sends one notice per distinct payload and transaction.
    await sql`create function ${announce}() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(channel)}, tg_table_schema);
        return null;
      end $$`.execute(db);
    for (const table of tables)
      await sql`create trigger ${sql.id(`${channel}_${table}`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function ${announce}()`.execute(db);
  },
};

/** FTS5 answers LIKE from its index only without an ESCAPE clause, for three characters or more. */
function trigramSearchable(needle: string): boolean {
  return [...needle].length >= TRIGRAM && !/[%_\\]/.test(needle);
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

let pgModule: typeof import("pg") | undefined;
/** The PostgreSQL client, required on the first PostgreSQL database: a SQLite server never loads it. */
function loadPg(): typeof import("pg") {
  if (!pgModule) {
    pgModule = createRequire(import.meta.url)("pg") as typeof import("pg");
    // Return timestamptz as ISO strings, so both dialects hand the same shape to application code.
    pgModule.types.setTypeParser(1184, (v) => new Date(v).toISOString());
    pgModule.types.setTypeParser(20, (v) => Number(v)); // count(*) is bigint
  }
  return pgModule;
}

export interface OpenedDatabase<DB> {
  db: Kysely<DB>;
  adapter: DialectAdapter;
  /**
   * Where the heavy reads (the list, Matches) run: worker threads with their own read-only
   * connections on an SQLite file (sqlite-read-workers.ts), a pool of their own on PostgreSQL, else
   * `db` itself (an SQLite database in memory).
   */
  reader: Kysely<DB>;
}

export interface OpenOptions {
  /** PostgreSQL: isolates a test file in its own schema. */
  pgSchema?: string;
  /** SQLite file: how many worker threads run the heavy reads (0: on the main connection). */
  readWorkers?: number;
}

/** PostgreSQL connections per app server: the main pool, and the heavy reads' own. */
export const POSTGRES_POOL_SIZE = 10;
export const POSTGRES_READ_POOL_SIZE = 6;

/**
 * The heavy reads' connections never choose a sequential scan. Every list and Matches statement is
 * built to walk an index; PostgreSQL scans a table only for the tiny ones they leave rows out by
 * (blocks, held and unlisted profiles: often empty), which it costs at nothing and so joins by
 * scanning them again for every candidate, and each of those scans asks the kernel for the file's
 * size: a thousand candidates times five such tables was 7 of Matches' 12 ms of counting at 10,000
 * profiles. Without sequential scans it reads their (empty) indexes instead. Still allowed where
 * nothing else can answer.
 */
const HEAVY_READS_NEVER_SCAN = "-c enable_seqscan=off";

/** `sqlite:./path.db`, `sqlite::memory:` or `postgres://…`. */
export function openDatabase<DB>(url: string, options: OpenOptions = {}): OpenedDatabase<DB> {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pg = loadPg();
    const clientConfig = {
      connectionString: url,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    };
    const pool = new pg.Pool({ ...clientConfig, max: POSTGRES_POOL_SIZE });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    attachPostgresConnection(db, pg, pool, clientConfig);
    // The heavy reads have connections of their own: when families' Matches and lists take every
    // one of these, the session behind each request, a sign-in and the health probe still find
    // one in the main pool instead of queueing behind them. They only read, so nothing here needs
    // the main pool's change mark.
    const readPool = new pg.Pool({
      ...clientConfig,
      options: [clientConfig.options, HEAVY_READS_NEVER_SCAN].filter(Boolean).join(" "),
      max: POSTGRES_READ_POOL_SIZE,
    });
    const reader = new Kysely<DB>({ dialect: new PostgresDialect({ pool: readPool }) });
    return { db, adapter: postgresAdapter, reader };
  }
  const file = url.replace(/^sqlite:/, "");
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  // Deleted and overwritten content is zeroed, not left in free pages: an erased family's name must
  // not stay readable in the file (the WAL holds it only until the next checkpoint).
  database.pragma("secure_delete = ON");
  // A list at a million profiles reads the same index pages over and over: keep them in memory
  // (64 MB page cache instead of 2 MB, reads through a memory map instead of a system call each).
  database.pragma("cache_size = -65536");
  database.pragma("mmap_size = 268435456");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
  attachSqliteConnection(db, database);
  const workers = file === ":memory:" ? 0 : (options.readWorkers ?? 0);
  const reader = workers > 0 ? readWorkersKysely<DB>(readWorkerPool(file, workers)) : db;
  return { db, adapter: sqliteAdapter, reader };
}

// The catalog and maintenance statements backups, restores and data moves need, per dialect.
export * from "./dialect-catalog";
export * from "./dialect-checks";
