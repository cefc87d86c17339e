import { GRIEVANCE_ADMIN_PAGE_SIZE, GRIEVANCE_CLOSED, type GrievanceListQuery } from "@vv/shared/grievance";
import type { Insertable } from "kysely";
import type { DB } from "../../db/database";
import type { GrievanceEventsTable, GrievanceRow, GrievancesTable } from "../../db/schema";

const CLOSED = [...GRIEVANCE_CLOSED];

/** Complaints and their events (SQL only). */
export function grievancesRepo(db: DB) {
  function tabFilter(tab: GrievanceListQuery["tab"], now: string) {
    let q = db.selectFrom("grievances");
    if (tab === "open") q = q.where("status", "not in", CLOSED);
    if (tab === "closed") q = q.where("status", "in", CLOSED);
    if (tab === "overdue")
      q = q
        .where("status", "not in", CLOSED)
        .where((eb) =>
          eb.or([
            eb("resolve_due_at", "<", now),
            eb.and([eb("acknowledged_at", "is", null), eb("ack_due_at", "<", now)]),
          ]),
        );
    return q;
  }

  return {
    async insert(row: Insertable<GrievancesTable>): Promise<GrievanceRow> {
      return db.insertInto("grievances").values(row).returningAll().executeTakeFirstOrThrow();
    },
    byRequestKey: (hash: string) =>
      db.selectFrom("grievances").selectAll().where("request_key_hash", "=", hash).executeTakeFirst(),
    byReference: (reference: string) =>
      db.selectFrom("grievances").selectAll().where("reference", "=", reference).executeTakeFirst(),
    byId: (id: number) => db.selectFrom("grievances").selectAll().where("id", "=", id).executeTakeFirst(),
    byUser: (userId: number) =>
      db
        .selectFrom("grievances")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .limit(50)
        .execute(),
    async update(id: number, patch: Partial<Insertable<GrievancesTable>>) {
      await db.updateTable("grievances").set(patch).where("id", "=", id).execute();
    },
    /** Clears the upload token when it matches: a token attaches one file, once. */
    async claimUpload(reference: string, tokenHash: string) {
      const row = await db
        .updateTable("grievances")
        .set({ upload_token_hash: null })
        .where("reference", "=", reference)
        .where("upload_token_hash", "=", tokenHash)
        .returningAll()
        .executeTakeFirst();
      return row;
    },
    events: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("grievance_events")
            .selectAll()
            .where("grievance_id", "in", ids)
            .orderBy("created_at", "asc")
            .orderBy("id", "asc")
            .execute(),
    async addEvent(row: Insertable<GrievanceEventsTable>) {
      await db.insertInto("grievance_events").values(row).execute();
    },
    async list(query: GrievanceListQuery, now: string) {
      const base = tabFilter(query.tab, now);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy("resolve_due_at", "asc")
          .orderBy("id", "asc")
          .limit(GRIEVANCE_ADMIN_PAGE_SIZE)
          .offset((query.page - 1) * GRIEVANCE_ADMIN_PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    async count(tab: "open" | "overdue", now: string) {
      const row = await tabFilter(tab, now)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type GrievancesRepo = ReturnType<typeof grievancesRepo>;
