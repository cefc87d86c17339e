/**
 * The rows of a data move: every table copied in one transaction on the target (parents before the
 * tables that reference them), identity sequences carried over, and each table's checksum read back.
 */
import type { Kysely } from "kysely";
import {
  type ColumnInfo,
  deleteAllRows,
  insertRows,
  readBatch,
  readSequences,
  type TableInfo,
  updateColumn,
  writeSequences,
} from "../../db/data-copy";
import type { DatabaseHandle } from "../../db/database";
import { TableChecksum } from "./checksum";

// biome-ignore lint/suspicious/noExplicitAny: any portal database
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;

const READ_BATCH = 2_000;
/** Bound parameters per INSERT, well under either dialect's limit (SQLite 32,766, PostgreSQL 65,535). */
const PARAMETERS_PER_INSERT = 16_000;

export interface TableSum {
  rows: number;
  checksum: string;
}

/** Parents first; a cycle between tables (none in this schema) cannot be loaded row by row. */
export function loadOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo, path: string[]) => {
    if (done.has(t.name)) return;
    if (path.includes(t.name))
      throw new Error(`tables reference each other in a cycle: ${path.join(" -> ")}`);
    for (const parent of t.parents) {
      const p = byName.get(parent);
      if (p) visit(p, [...path, t.name]);
    }
    done.add(t.name);
    out.push(t);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t, []);
  return out;
}

/** Walks a table in primary-key order, a batch at a time. */
export async function* rowsOf(db: AnyDb, table: TableInfo): AsyncGenerator<Row[]> {
  let after: unknown;
  let offset = 0;
  for (;;) {
    const rows = await readBatch(db, table, { after, offset }, READ_BATCH);
    if (!rows.length) return;
    yield rows;
    offset += rows.length;
    const key = table.primaryKey.length === 1 ? (table.primaryKey[0] as string) : undefined;
    if (key) after = rows[rows.length - 1]?.[key];
    if (rows.length < READ_BATCH) return;
  }
}

function toTarget(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  return value;
}

/**
 * Copies `tables` (described with the columns both sides share) from source to target in one
 * transaction: a failure leaves the target as it was. `replace` names tables the target's own
 * migrations filled (reference rows): emptied first. Returns the source's checksums.
 */
export async function copyTables(
  source: DatabaseHandle,
  target: DatabaseHandle,
  tables: TableInfo[],
  replace: readonly string[],
  log: (line: string) => void,
): Promise<Record<string, TableSum>> {
  const sums: Record<string, TableSum> = {};
  const sequences = await readSequences(source.db, source.adapter.name, tables);
  await target.db.transaction().execute(async (tx) => {
    for (const table of loadOrder(tables)) {
      if (replace.includes(table.name)) await deleteAllRows(tx, table.name);
      const sum = new TableChecksum(table.columns);
      const later: { key: Row; column: string; value: unknown }[] = [];
      const perInsert = Math.max(1, Math.min(500, Math.floor(PARAMETERS_PER_INSERT / table.columns.length)));
      for await (const batch of rowsOf(source.db, table)) {
        const out: Row[] = [];
        for (const row of batch) {
          sum.add(row);
          const copy: Row = {};
          for (const c of table.columns) copy[c.name] = toTarget(row[c.name]);
          for (const column of table.selfReferences) {
            if (copy[column] === null || copy[column] === undefined) continue;
            const key = Object.fromEntries(table.primaryKey.map((k) => [k, copy[k]]));
            later.push({ key, column, value: copy[column] });
            copy[column] = null;
          }
          out.push(copy);
        }
        for (let i = 0; i < out.length; i += perInsert)
          await insertRows(tx, table.name, out.slice(i, i + perInsert));
      }
      for (const { key, column, value } of later) await updateColumn(tx, table.name, key, column, value);
      sums[table.name] = { rows: sum.count, checksum: sum.digest() };
      log(`  ${table.name}: ${sum.count} rows`);
    }
    await writeSequences(tx, target.adapter.name, sequences);
  });
  return sums;
}

/** Each table's row count and checksum as the database holds it now. */
export async function checksumTables(
  database: DatabaseHandle,
  tables: TableInfo[],
): Promise<Record<string, TableSum>> {
  const sums: Record<string, TableSum> = {};
  for (const table of tables) {
    const sum = new TableChecksum(table.columns);
    for await (const batch of rowsOf(database.db, table)) for (const row of batch) sum.add(row);
    sums[table.name] = { rows: sum.count, checksum: sum.digest() };
  }
  return sums;
}

/** The columns the two sides share, each an instant when either side stores it as one. */
export function mergeColumns(source: TableInfo, target: TableInfo): TableInfo {
  const names = (t: TableInfo) => t.columns.map((c) => c.name).sort();
  if (JSON.stringify(names(source)) !== JSON.stringify(names(target)))
    throw new Error(
      `table ${source.name} has columns ${names(source).join(", ")} on the source and ${names(target).join(", ")} on the target`,
    );
  const columns: ColumnInfo[] = source.columns.map((c) => ({
    name: c.name,
    kind:
      c.kind === "timestamp" || target.columns.find((t) => t.name === c.name)?.kind === "timestamp"
        ? "timestamp"
        : "plain",
  }));
  return { ...source, columns };
}
