import type { NotNull } from "kysely";
import { changeMark } from "../../db/change-mark";
import type { DB } from "../../db/database";
import { prepared } from "../../db/prepared";
import type { UserRow } from "../../db/schema";
import { listGenerationValue } from "../profiles/list-generation-sql";

type SessionUserRow = UserRow & { session_expires_at: string; list_generation: string | null };

/** Rows a read found while the database stood at one change mark, kept as long as it still does. */
function unchangedRows<Row>(max = 10_000) {
  let keptAt: string | null = null;
  const rows = new Map<string, Row>();
  return {
    find(key: string, mark: string): Row | undefined {
      return mark === keptAt ? rows.get(key) : undefined;
    },
    keep(key: string, row: Row, mark: string) {
      if (mark !== keptAt || rows.size >= max) rows.clear();
      keptAt = mark;
      rows.set(key, row);
    },
  };
}

/**
 * SQL for sessions and sign-up tickets. Only SHA-256 hashes of tokens ever reach the database.
 *
 * The session behind a request is answered from memory while nothing it reads has changed since it
 * was read (db/change-mark.ts): on SQLite, while nothing at all has been written to the file; on
 * PostgreSQL, while this server has written nothing and no other server has announced a change to
 * users, sessions or the list counter (and for a few seconds at most). A sign-out, a deactivation, a
 * role change or a renewal is such a write, so the next request reads again. The expiry is compared
 * here as the query compares it. Every signed-in request asks this: the read was a sixth of a list
 * request's CPU on SQLite and its one round trip on PostgreSQL.
 */
export function sessionsRepo(db: DB) {
  // Every signed-in request asks this: built and compiled once (db/prepared.ts). Subqueries on the
  // token, not a join: SQLite then always looks the session up by its key, whatever the statistics
  // say (with a small sessions table ANALYZE made it scan and join at 3-5x the cost).
  const findSessionUser = prepared(db, (tokenHash: string, now: string) =>
    db
      .selectFrom("users")
      .selectAll("users")
      .select((eb) =>
        eb
          .selectFrom("sessions")
          .select("expires_at")
          .where("token_hash", "=", tokenHash)
          .as("session_expires_at"),
      )
      // The browse list's change counter, read here so a list request needs no statement of its own.
      .select(listGenerationValue(db).as("list_generation"))
      .where("users.id", "=", (eb) =>
        eb
          .selectFrom("sessions")
          .select("user_id")
          .where("token_hash", "=", tokenHash)
          .where("expires_at", ">", now),
      )
      // found only through its session: the expiry is there
      .$narrowType<{ session_expires_at: NotNull }>(),
  );
  const recent = unchangedRows<SessionUserRow>();
  return {
    /** The family was active today (a sign-in or a renewal): its profiles' day, written once a day. */
    async markActive(userId: number, day: string) {
      await db
        .updateTable("profiles")
        .set({ active_on: day })
        .where("owner_user_id", "=", userId)
        .where("active_on", "<", day)
        .execute();
    },
    async insert(row: { token_hash: string; user_id: number; expires_at: string; user_agent: string }) {
      const now = new Date().toISOString();
      await db
        .insertInto("sessions")
        .values({ ...row, created_at: now, last_used_at: now })
        .execute();
    },
    /** The session's user, when the session exists and has not expired. */
    async findUser(tokenHash: string, now: string): Promise<SessionUserRow | undefined> {
      const mark = changeMark(db);
      const known = mark === null ? undefined : recent.find(tokenHash, mark);
      if (known) return known.session_expires_at > now ? known : undefined;
      const row = (await findSessionUser(tokenHash, now))[0];
      if (row && mark !== null && changeMark(db) === mark) recent.keep(tokenHash, row, mark);
      return row;
    },
    async extend(tokenHash: string, expiresAt: string, now: string) {
      await db
        .updateTable("sessions")
        .set({ expires_at: expiresAt, last_used_at: now })
        .where("token_hash", "=", tokenHash)
        .execute();
    },
    async delete(tokenHash: string) {
      await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    },
    async deleteForUser(userId: number) {
      await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
    },
    async countForUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom("sessions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async deleteExpired(now: string) {
      await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
      await db.deleteFrom("signup_tickets").where("expires_at", "<=", now).execute();
    },

    async insertTicket(row: { token_hash: string; mobile: string; expires_at: string }) {
      await db
        .insertInto("signup_tickets")
        .values({ ...row, created_at: new Date().toISOString() })
        .execute();
    },
    async findTicketMobile(tokenHash: string, now: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("signup_tickets")
        .select("mobile")
        .where("token_hash", "=", tokenHash)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return row?.mobile;
    },
    async deleteTicketsForMobile(mobile: string) {
      await db.deleteFrom("signup_tickets").where("mobile", "=", mobile).execute();
    },
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
