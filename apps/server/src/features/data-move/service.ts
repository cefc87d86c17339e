/**
 * Moving a whole portal from one database and file store to another of either kind: embedded SQLite
 * and local disk to PostgreSQL and S3 when a trust grows, and back. The portal is stopped meanwhile.
 *
 * 1. The source has run every migration of this version; the target is empty (or --force empties it)
 *    and is migrated to the same list of migrations.
 * 2. Every table's rows are copied in one transaction on the target, parents first, with the identity
 *    sequences carried over; what the target derives for itself is rebuilt (SQLite's name index,
 *    the browse list's change counter under a new epoch, the planner's statistics).
 * 3. Every stored file is copied.
 * 4. Everything is read back from the target and compared: row counts and a per-table checksum of
 *    normalised values, sequences, and each file's sha256. Any difference fails the move.
 */
import { performance } from "node:perf_hooks";
import type { Kysely } from "kysely";
import {
  derivedTables,
  describeTable,
  nameIndexIntact,
  readSequences,
  rebuildDerived,
} from "../../db/data-copy";
import type { DatabaseHandle } from "../../db/database";
import { appliedMigrations, countRows, dropAllTables, listTables } from "../../db/dialect";
import { migrationProvider } from "../../db/migrations/index";
import type { BlobStorage } from "../../platform/storage";
import { compareFiles, copyFiles, deleteAllFiles, hashFiles, listKeys } from "./files";
import { continueListGeneration, readListGeneration } from "./repo";
import { checksumTables, copyTables, mergeColumns, type TableSum } from "./tables";

const MIGRATOR_TABLES = ["kysely_migration", "kysely_migration_lock"];
/** Rows the migrations themselves write: a fresh target already holds them, the copy replaces them. */
const FILLED_BY_MIGRATIONS = ["guna_scores", "list_generation", "rejection_reasons"];
const LIST_GENERATION = "list_generation";

export interface Side {
  database: DatabaseHandle;
  storage: BlobStorage;
}

export interface MoveReport {
  tables: Record<string, TableSum>;
  files: { count: number; bytes: number };
  sequences: Record<string, number>;
  seconds: { rows: number; files: number; verify: number };
}

/** A move that must not start (a non-empty target, a schema mismatch) or did not arrive intact. */
export class DataMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataMoveError";
  }
}

/** The handle's database without the portal's table types (the catalog helpers take any database). */
const untyped = (database: DatabaseHandle) => database.db as unknown as Kysely<unknown>;

async function migrationsOf(database: DatabaseHandle): Promise<string[]> {
  const tables = await listTables(untyped(database), database.adapter.name);
  return tables.includes("kysely_migration") ? appliedMigrations(untyped(database), "kysely_migration") : [];
}

/** Tables of the target that hold rows a fresh, migrated portal would not have. */
async function tablesWithData(target: Side): Promise<string[]> {
  const { adapter } = target.database;
  const db = untyped(target.database);
  const skip = new Set([
    ...MIGRATOR_TABLES,
    ...FILLED_BY_MIGRATIONS,
    ...(await derivedTables(db, adapter.name)),
  ]);
  const out: string[] = [];
  for (const table of await listTables(db, adapter.name))
    if (!skip.has(table) && (await countRows(db, table)) > 0) out.push(table);
  return out;
}

async function prepareTarget(source: Side, target: Side, force: boolean, log: (line: string) => void) {
  const known = Object.keys(await migrationProvider(source.database.adapter).getMigrations()).sort();
  const ran = await migrationsOf(source.database);
  if (JSON.stringify(ran) !== JSON.stringify(known))
    throw new DataMoveError(
      "the source database has not run exactly this version's migrations: start and stop the portal on it once with this version, then move",
    );
  const busy = await tablesWithData(target);
  const files = (await listKeys(target.storage)).length;
  if ((busy.length || files) && !force)
    throw new DataMoveError(
      `the target is not empty (${busy.length ? `rows in ${busy.join(", ")}` : ""}${busy.length && files ? "; " : ""}${files ? `${files} stored files` : ""}): give --force to replace everything there`,
    );
  if (force) {
    await dropAllTables(untyped(target.database), target.database.adapter.name);
    const removed = await deleteAllFiles(target.storage);
    log(`Target emptied (--force): every table dropped, ${removed} stored files removed.`);
  }
  await target.database.migrate();
  if (JSON.stringify(await migrationsOf(target.database)) !== JSON.stringify(ran))
    throw new DataMoveError("the target's migrations differ from the source's after migrating it");
}

export async function moveData(options: {
  source: Side;
  target: Side;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<MoveReport> {
  const { source, target } = options;
  const log = options.log ?? (() => {});
  await prepareTarget(source, target, options.force ?? false, log);

  const s = source.database;
  const t = target.database;
  const skip = new Set([...MIGRATOR_TABLES, ...(await derivedTables(s.db, s.adapter.name))]);
  const names = (await listTables(untyped(s), s.adapter.name)).filter((n) => !skip.has(n));
  const targetNames = new Set(await listTables(untyped(t), t.adapter.name));
  const tables = [];
  for (const name of names) {
    if (!targetNames.has(name)) throw new DataMoveError(`table ${name} is missing on the target`);
    try {
      tables.push(
        mergeColumns(
          await describeTable(s.db, s.adapter.name, name),
          await describeTable(t.db, t.adapter.name, name),
        ),
      );
    } catch (error) {
      throw new DataMoveError((error as Error).message);
    }
  }

  let started = performance.now();
  log(`Copying ${tables.length} tables from ${s.adapter.name} to ${t.adapter.name}:`);
  const sums = await copyTables(s, t, tables, FILLED_BY_MIGRATIONS, log);
  const counter = await readListGeneration(s.db);
  if (counter) await continueListGeneration(t.db, counter.n);
  await rebuildDerived(t.db, t.adapter.name);
  const rowsSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  log("Copying stored files…");
  const sourceFiles = await copyFiles(source.storage, target.storage);
  log(`  ${sourceFiles.hashes.size} files, ${(sourceFiles.bytes / 1024 / 1024).toFixed(1)} MB`);
  const filesSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  log("Comparing the target with the source…");
  const problems: string[] = [];
  const compared = tables.filter((table) => table.name !== LIST_GENERATION);
  const landed = await checksumTables(t, compared);
  for (const { name } of compared) {
    const [a, b] = [sums[name], landed[name]];
    if (a?.rows !== b?.rows)
      problems.push(`table ${name}: ${a?.rows} rows on the source, ${b?.rows} on the target`);
    else if (a?.checksum !== b?.checksum) problems.push(`table ${name}: the rows differ (checksum)`);
  }
  const landedCounter = await readListGeneration(t.db);
  if (counter && (landedCounter?.n !== counter.n || landedCounter.epoch === counter.epoch))
    problems.push("list_generation: the change counter did not continue under a new epoch");
  const sequences = await readSequences(s.db, s.adapter.name, tables);
  const targetSequences = await readSequences(t.db, t.adapter.name, tables);
  for (const [name, value] of Object.entries(sequences))
    if ((targetSequences[name] ?? 0) < value)
      problems.push(`table ${name}: the target would hand out id ${(targetSequences[name] ?? 0) + 1} again`);
  if (!(await nameIndexIntact(t.db, t.adapter.name)))
    problems.push("the profile name index does not match the profiles");
  problems.push(...compareFiles(sourceFiles, await hashFiles(target.storage)));
  const verifySeconds = (performance.now() - started) / 1000;
  if (problems.length)
    throw new DataMoveError(`the target does not match the source:\n  ${problems.join("\n  ")}`);
  log(`Every table (rows and checksums), sequence and file (sha256) matches.`);
  return {
    tables: sums,
    files: { count: sourceFiles.hashes.size, bytes: sourceFiles.bytes },
    sequences,
    seconds: { rows: rowsSeconds, files: filesSeconds, verify: verifySeconds },
  };
}
