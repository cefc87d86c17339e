import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";

/** The yearly rules reminder (SQL only). */
export function reminderRepo(db: DB) {
  return {
    /** Active accounts whose last reminder (or, never reminded, whose creation) is at or before `before`. */
    due: (before: string, limit: number) =>
      db
        .selectFrom("users as u")
        .leftJoin("rules_reminders as r", "r.user_id", "u.id")
        .select("u.id")
        .where("u.row_status", "=", ROW_STATUS.active)
        .where("u.erased_at", "is", null)
        .where((eb) => eb(eb.fn.coalesce("r.reminded_at", "u.created_at"), "<=", before))
        .orderBy("u.id")
        .limit(limit)
        .execute(),
    async markReminded(trx: DB, userId: number, at: string) {
      await trx
        .insertInto("rules_reminders")
        .values({ user_id: userId, reminded_at: at })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ reminded_at: at }))
        .execute();
    },
  };
}
export type ReminderRepo = ReturnType<typeof reminderRepo>;
