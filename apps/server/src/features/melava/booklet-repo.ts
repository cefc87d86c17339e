import { ROW_STATUS } from "@vv/shared/statuses";
import type { Selectable } from "kysely";
import type { DB } from "../../db/database";
import type { MelavaBookletsTable } from "../../db/schema";
import { notHeld } from "../visibility/holds-sql";

export type BookletRow = Selectable<MelavaBookletsTable>;

/** Which registrations the booklet and the digital booklet show: registered, and the profile still shown. */
function shownEntries(db: DB, eventId: number) {
  return db
    .selectFrom("melava_registrations as r")
    .innerJoin("profiles", "profiles.id", "r.profile_id")
    .where("r.event_id", "=", eventId)
    .where("r.status", "=", "registered")
    .where("profiles.registration_status", "=", "approved")
    .where("profiles.row_status", "=", ROW_STATUS.active)
    .where(notHeld);
}

export function bookletRepo(db: DB) {
  return {
    /** The index: every entry, brides first, each series in number order (small rows). */
    index: (eventId: number) =>
      shownEntries(db, eventId)
        .select([
          "r.id as registration_id",
          "r.gender",
          "r.event_number",
          "profiles.first_name",
          "profiles.middle_name",
          "profiles.last_name",
          "profiles.district_id",
          "profiles.education_id",
          "profiles.specialization",
        ])
        .orderBy("r.gender", "desc")
        .orderBy("r.event_number")
        .execute(),
    /** The full entries of these registrations, with the family's booklet choices. */
    entries: (eventId: number, registrationIds: readonly number[]) =>
      registrationIds.length === 0
        ? Promise.resolve([])
        : shownEntries(db, eventId)
            .where("r.id", "in", [...registrationIds])
            .selectAll("profiles")
            .select(["r.id as registration_id", "r.event_number", "r.show_photo", "r.show_contact"])
            .orderBy("r.gender", "desc")
            .orderBy("r.event_number")
            .execute(),
    /** Accounts whose profiles are in the booklet (told when it is ready). */
    async registeredOwners(eventId: number): Promise<number[]> {
      const rows = await shownEntries(db, eventId).select("profiles.owner_user_id").distinct().execute();
      return rows.map((r) => r.owner_user_id);
    },
    async start(eventId: number, userId: number): Promise<number> {
      const row = await db
        .insertInto("melava_booklets")
        .values({ event_id: eventId, created_by: userId })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async progress(id: number, done: number, total: number) {
      await db
        .updateTable("melava_booklets")
        .set({ done, total, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },
    async finish(id: number, patch: { storage_key: string; bytes: number } | { error: string }) {
      const now = new Date().toISOString();
      await db
        .updateTable("melava_booklets")
        .set({ ...patch, status: "error" in patch ? "failed" : "done", updated_at: now, finished_at: now })
        .where("id", "=", id)
        .where("status", "=", "running")
        .execute();
    },
    latest: (eventId: number) =>
      db
        .selectFrom("melava_booklets")
        .selectAll()
        .where("event_id", "=", eventId)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst(),
    /** The newest finished booklet of an event (the download while a new one is being built). */
    latestDone: (eventId: number) =>
      db
        .selectFrom("melava_booklets")
        .selectAll()
        .where("event_id", "=", eventId)
        .where("status", "=", "done")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst(),
  };
}
export type BookletRepo = ReturnType<typeof bookletRepo>;
