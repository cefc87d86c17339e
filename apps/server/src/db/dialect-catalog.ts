/**
 * The dialect adapter's second half: the statements a snapshot, a restore and a data move need, per
 * dialect (the database's own catalog, vacuum, exported snapshots). `./dialect` re-exports all of it,
 * so callers keep one import; only these two files know SQLite from PostgreSQL.
 */
import { type Kysely, sql } from "kysely";
import type { DialectName } from "./dialect";

/** Every table of the portal's schema (the migrator's own included), sorted. */
export async function listTables(db: Kysely<unknown>, dialect: DialectName): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

/** The column names of one table, as the live database reports them. */
export async function listColumns(
  db: Kysely<unknown>,
  dialect: DialectName,
  table: string,
): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
      : await sql<{
          name: string;
        }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
          db,
        );
  return rows.rows.map((r) => r.name);
}

export async function countRows(db: Kysely<unknown>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The names of the migrations a database has run, in order. */
export async function appliedMigrations(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(table)} order by name`.execute(
    db,
  );
  return rows.map((r) => r.name);
}

/** SQLite: a consistent copy of the whole database into a new file, while others keep writing. */
export async function sqliteVacuumInto(db: Kysely<unknown>, file: string): Promise<void> {
  await sql`vacuum into ${file}`.execute(db);
}

/** PostgreSQL: the schema the connection works in (`public` unless a search_path says otherwise). */
export async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  return rows[0]?.s ?? "public";
}

/** PostgreSQL: the server's major version (pg_dump must be at least as new). */
export async function postgresMajorVersion(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ v: string }>`show server_version_num`.execute(db);
  return Math.floor(Number(rows[0]?.v ?? 0) / 10_000);
}

/**
 * PostgreSQL: runs `inside(snapshotId)` in a repeatable-read transaction whose snapshot is exported,
 * so pg_dump (`--snapshot`) and the row counts taken inside see exactly the same data.
 */
export async function withExportedSnapshot<T>(
  db: Kysely<unknown>,
  inside: (snapshotId: string, tx: Kysely<unknown>) => Promise<T>,
): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (tx) => {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(tx);
      return inside(rows[0]?.id as string, tx);
    });
}

/**
 * Drops every table of the database (PostgreSQL: of the current schema, and the portal's own trigger
 * functions there, which the dump creates again): a forced restore starts from nothing.
 */
export async function dropAllTables(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const table of await listTables(db, dialect)) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  if (dialect !== "postgres") return;
  // Not an extension's (pg_trgm may live in the same schema).
  const { rows } = await sql<{ signature: string }>`select p.oid::regprocedure::text as signature
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema()
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(db);
  for (const { signature } of rows)
    await sql`drop function if exists ${sql.raw(signature)} cascade`.execute(db);
}
