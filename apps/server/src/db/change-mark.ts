/**
 * "Has anything been written since?" for reads kept in memory (the session behind every
 * request). Each dialect's connection module registers how its database answers: SQLite in
 * sqlite-connection.ts, PostgreSQL in postgres-connection.ts.
 */
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: any database schema
type AnyKysely = Kysely<any>;

const changeMarks = new WeakMap<AnyKysely, () => string | null>();

export function registerChangeMark(db: AnyKysely, mark: () => string | null): void {
  changeMarks.set(db, mark);
}

/**
 * A mark that differs whenever what a kept read depends on may have changed: two equal marks mean
 * nothing was written in between, so a read made between them still holds. Null when no mark can be
 * trusted (a transaction open on SQLite's one connection; PostgreSQL not yet or no longer told of
 * other servers' commits): read again then.
 *
 * - SQLite: every write on this process's connection, and any other connection's commit to the file.
 * - PostgreSQL: every write this server sends, other servers' commits to the tables a signed-in
 *   request reads (users, sessions, list_generation; migration 059 announces them), and the clock:
 *   the mark moves every few seconds whatever happens, so a notice lost on the way is a bounded delay.
 */
export function changeMark(db: AnyKysely): string | null {
  return changeMarks.get(db)?.() ?? null;
}
