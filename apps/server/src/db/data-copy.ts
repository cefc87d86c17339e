/**
 * Moving a portal's rows between databases of either kind (features/data-move): what each dialect's
 * catalog says about the tables, reading and writing rows in batches, identity sequences, and the
 * derived state a target rebuilds. Everything that differs between SQLite and PostgreSQL for a data
 * move lives here, beside dialect.ts.
 */
import { type Kysely, sql } from "kysely";
import type { DialectName } from "./dialect";

// biome-ignore lint/suspicious/noExplicitAny: any portal database, typed or not
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;

export interface ColumnInfo {
  name: string;
  /** "timestamp" on PostgreSQL's timestamptz columns (SQLite keeps the same instants as ISO text). */
  kind: "timestamp" | "plain";
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  /** Tables this one references (itself excluded). */
  parents: string[];
  /** Columns referencing this same table: written after every row is in. */
  selfReferences: string[];
  /** An auto-numbered `id` (SQLite AUTOINCREMENT, PostgreSQL identity). */
  autoId: boolean;
}

/**
 * Tables only the database itself derives, never copied: SQLite's full-text index of profile names
 * (an FTS5 virtual table and its shadow tables; PostgreSQL's trigram index is an ordinary index).
 */
export async function derivedTables(db: AnyDb, dialect: DialectName): Promise<string[]> {
  if (dialect !== "sqlite") return [];
  const { rows } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(db);
  const virtual = rows.map((r) => r.name);
  const { rows: all } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table'`.execute(db);
  return all.map((r) => r.name).filter((name) => virtual.some((v) => name === v || name.startsWith(`${v}_`)));
}

export async function describeTable(db: AnyDb, dialect: DialectName, table: string): Promise<TableInfo> {
  if (dialect === "sqlite") {
    const { rows: cols } = await sql<{
      name: string;
      pk: number;
    }>`select name, pk from pragma_table_info(${table})
      order by cid`.execute(db);
    const { rows: fks } = await sql<{
      parent: string;
      column: string;
    }>`select "table" as parent, "from" as column
      from pragma_foreign_key_list(${table})`.execute(db);
    const { rows: def } = await sql<{
      sql: string;
    }>`select sql from sqlite_master where name = ${table}`.execute(db);
    return finish(
      table,
      cols.map((c) => ({ name: c.name, kind: "plain" })),
      cols
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      fks,
      /\bautoincrement\b/i.test(def[0]?.sql ?? ""),
    );
  }
  const { rows: cols } = await sql<{ name: string; type: string; identity: string }>`
    select column_name as name, data_type as type, is_identity as identity from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  const { rows: pk } = await sql<{ name: string }>`select a.attname as name
    from pg_index i join pg_class t on t.oid = i.indrelid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = any(i.indkey)
    where i.indisprimary and t.relname = ${table} and t.relnamespace = current_schema()::regnamespace
    order by array_position(i.indkey, a.attnum)`.execute(db);
  const { rows: fks } = await sql<{
    parent: string;
    column: string;
  }>`select p.relname as parent, a.attname as column
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class p on p.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and t.relname = ${table} and t.relnamespace = current_schema()::regnamespace`.execute(
    db,
  );
  return finish(
    table,
    cols.map((c) => ({ name: c.name, kind: c.type.startsWith("timestamp") ? "timestamp" : "plain" })),
    pk.map((c) => c.name),
    fks,
    cols.some((c) => c.name === "id" && c.identity === "YES"),
  );
}

function finish(
  name: string,
  columns: ColumnInfo[],
  primaryKey: string[],
  fks: { parent: string; column: string }[],
  autoId: boolean,
): TableInfo {
  return {
    name,
    columns,
    primaryKey,
    parents: [...new Set(fks.filter((f) => f.parent !== name).map((f) => f.parent))].sort(),
    selfReferences: fks.filter((f) => f.parent === name).map((f) => f.column),
    autoId,
  };
}

/**
 * One batch of rows in primary-key order: after the last key seen when the key is one column (a walk
 * that stays fast at a million rows), else by offset (the few small tables keyed by several columns).
 */
export async function readBatch(
  db: AnyDb,
  table: TableInfo,
  position: { after?: unknown; offset: number },
  limit: number,
): Promise<Row[]> {
  const order = (table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name)).map((c) =>
    sql.ref(c),
  );
  const key = table.primaryKey.length === 1 ? sql.ref(table.primaryKey[0] as string) : undefined;
  const where = key && position.after !== undefined ? sql`where ${key} > ${position.after}` : sql``;
  const skip = key ? sql`` : sql`offset ${position.offset}`;
  const { rows } = await sql<Row>`select * from ${sql.table(table.name)} ${where}
    order by ${sql.join(order)} limit ${limit} ${skip}`.execute(db);
  return rows;
}

export async function insertRows(db: AnyDb, table: string, rows: Row[]): Promise<void> {
  if (rows.length) await db.insertInto(table).values(rows).execute();
}

/** Sets `column` of the row whose primary key is `key` (self-references, after all rows are in). */
export async function updateColumn(
  db: AnyDb,
  table: string,
  key: Row,
  column: string,
  value: unknown,
): Promise<void> {
  let query = db.updateTable(table).set({ [column]: value });
  for (const [name, v] of Object.entries(key)) query = query.where(name, "=", v);
  await query.execute();
}

export async function deleteAllRows(db: AnyDb, table: string): Promise<void> {
  await db.deleteFrom(table).execute();
}

/**
 * The last number each auto-numbered table handed out, which may be above its highest id (rows
 * deleted since): a moved portal must never hand out an id again.
 */
export async function readSequences(
  db: AnyDb,
  dialect: DialectName,
  tables: TableInfo[],
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const auto = tables.filter((t) => t.autoId);
  if (dialect === "sqlite") {
    const { rows } = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(
      db,
    );
    for (const t of auto) out[t.name] = Number(rows.find((r) => r.name === t.name)?.seq ?? 0);
    return out;
  }
  for (const t of auto) {
    const { rows } = await sql<{
      seq: string | null;
    }>`select pg_get_serial_sequence(${t.name}, 'id') as seq`.execute(db);
    const seq = rows[0]?.seq;
    if (!seq) continue;
    const { rows: state } = await sql<{ last: string; called: boolean }>`select last_value as last,
      is_called as called from ${sql.raw(seq)}`.execute(db);
    const s = state[0];
    out[t.name] = s ? (s.called ? Number(s.last) : Number(s.last) - 1) : 0;
  }
  return out;
}

/** Makes each auto-numbered table continue after `values[table]` (or its highest id, if higher). */
export async function writeSequences(
  db: AnyDb,
  dialect: DialectName,
  values: Record<string, number>,
): Promise<void> {
  for (const [table, value] of Object.entries(values)) {
    const { rows } = await sql<{
      max: number | string | null;
    }>`select max(id) as max from ${sql.table(table)}`.execute(db);
    const next = Math.max(value, Number(rows[0]?.max ?? 0));
    if (dialect === "sqlite") {
      await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
      if (next > 0) await sql`insert into sqlite_sequence (name, seq) values (${table}, ${next})`.execute(db);
    } else if (next > 0) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${next}, true)`.execute(db);
    } else {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`.execute(db);
    }
  }
}

/**
 * After the rows are in: SQLite's name index rebuilt from the profiles it indexes, and the planner's
 * statistics gathered on either dialect (the browse list relies on them at scale).
 */
export async function rebuildDerived(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect === "sqlite") {
    const fts = await derivedTables(db, dialect);
    if (fts.includes("profiles_name_fts"))
      await sql`insert into profiles_name_fts(profiles_name_fts) values ('rebuild')`.execute(db);
  }
  await sql`analyze`.execute(db);
}

/** SQLite: whether the name index answers exactly what the profiles hold (FTS5's own check). */
export async function nameIndexIntact(db: AnyDb, dialect: DialectName): Promise<boolean> {
  if (dialect !== "sqlite") return true;
  try {
    await sql`insert into profiles_name_fts(profiles_name_fts, rank) values ('integrity-check', 1)`.execute(
      db,
    );
    return true;
  } catch {
    return false;
  }
}
