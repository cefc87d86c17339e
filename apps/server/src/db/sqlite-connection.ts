/**
 * The SQLite connection's statement plumbing: one prepared statement per SQL text, reads
 * of prepared queries at once instead of through Kysely's queue, and a change mark for reads kept in
 * memory (db/change-mark.ts). SQLite only; on PostgreSQL readDirectly answers null.
 */
import type SQLite from "better-sqlite3";
import type { CompiledQuery, Kysely } from "kysely";
import { registerChangeMark } from "./change-mark";

/** Sets up a Kysely instance's SQLite connection; called once, when the database is opened. */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export function attachSqliteConnection(db: Kysely<any>, database: SQLite.Database): void {
  let writes = 0;
  const dataVersion = database.prepare("PRAGMA data_version").pluck();
  reusePreparedStatements(database, () => {
    writes++;
  });
  // Other connections' commits move data_version; inside a transaction the connection shows its own
  // uncommitted writes, so nothing read there may be kept.
  registerChangeMark(db, () => (database.inTransaction ? null : `${writes}:${dataVersion.get()}`));
  directReaders.set(db, (query) => {
    // Inside a transaction the connection would show its uncommitted writes: Kysely's queue waits for it.
    if (database.inTransaction) return null;
    const statement = database.prepare(query.sql);
    return statement.reader ? statement.all(query.parameters as unknown[]) : null;
  });
}

// biome-ignore lint/suspicious/noExplicitAny: any database schema
const directReaders = new WeakMap<Kysely<any>, (query: CompiledQuery) => unknown[] | null>();

/**
 * The rows of a compiled SELECT read at once, or null when it has to go through Kysely. SQLite's one
 * in-process connection answers synchronously (nothing can interleave with the statement), so
 * outside a transaction a read sees exactly what Kysely's connection queue would show it, without
 * the queue's half-dozen promises: for the session behind every request, a tenth of its time
 *. Null on PostgreSQL, inside a transaction, and for a Kysely instance with plugins.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export function readDirectly(db: Kysely<any>, query: CompiledQuery): unknown[] | null {
  return directReaders.get(db)?.(query) ?? null;
}

/** How many distinct SQL texts keep their prepared statement (Kysely writes one text per query shape). */
const PREPARED_STATEMENTS_KEPT = 500;

/**
 * Kysely prepares every query afresh; preparing was a sixth of a list request's busy time. Kysely's
 * SQLite driver runs each statement to completion synchronously (all/run, never iterate), so one
 * statement per text can serve every query of that text; SQLite re-prepares it itself after a schema
 * change. Every statement of the connection comes through here, so each run of one that writes
 * (`readonly` false: not SELECT, BEGIN or COMMIT) is counted for the change mark.
 */
function reusePreparedStatements(database: SQLite.Database, onWrite: () => void): void {
  const prepare = database.prepare.bind(database);
  const kept = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (!statement) {
      statement = prepare(source);
      if (!statement.readonly) countRuns(statement, onWrite);
      kept.set(source, statement);
      if (kept.size > PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
    }
    return statement;
  }) as typeof database.prepare;
}

/** Calls `onRun` before and after each run of the statement (a run that fails may have written too). */
function countRuns(statement: SQLite.Statement, onRun: () => void): void {
  for (const method of ["run", "get", "all", "iterate"] as const) {
    const original = statement[method] as (...args: unknown[]) => unknown;
    Object.defineProperty(statement, method, {
      value(this: SQLite.Statement, ...args: unknown[]) {
        onRun();
        try {
          return original.apply(this, args);
        } finally {
          onRun();
        }
      },
    });
  }
}
