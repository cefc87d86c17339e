import type { DB } from "../../db/database";

/** The outbox of SMS/WhatsApp/push deliveries: what is due, and how each try ended. */
export function deliveryRepo(db: DB) {
  return {
    /** Pending deliveries due now, oldest first, with what the message says and whom it reaches. */
    due(now: string, limit: number) {
      return db
        .selectFrom("notification_deliveries as d")
        .innerJoin("notifications as n", "n.id", "d.notification_id")
        .innerJoin("users as u", "u.id", "d.user_id")
        .select([
          "d.id",
          "d.channel",
          "d.attempts",
          "d.user_id",
          "n.id as notification_id",
          "n.type",
          "n.params",
          "n.link",
          "u.mobile",
          "u.row_status as user_row_status",
        ])
        .where("d.status", "=", "pending")
        .where("d.next_attempt_at", "<=", now)
        .orderBy("d.next_attempt_at", "asc")
        .orderBy("d.id", "asc")
        .limit(limit)
        .execute();
    },

    async sent(id: number, attempts: number, at: string) {
      await db
        .updateTable("notification_deliveries")
        .set({ status: "sent", attempts, sent_at: at, last_error: null })
        .where("id", "=", id)
        .execute();
    },

    async retryLater(id: number, attempts: number, next: string, error: string) {
      await db
        .updateTable("notification_deliveries")
        .set({ attempts, next_attempt_at: next, last_error: error })
        .where("id", "=", id)
        .execute();
    },

    async failed(id: number, attempts: number, error: string) {
      await db
        .updateTable("notification_deliveries")
        .set({ status: "failed", attempts, last_error: error })
        .where("id", "=", id)
        .execute();
    },

    /** Failed deliveries for the admins, newest first (at most 100). */
    async failedList() {
      const [rows, total] = await Promise.all([
        db
          .selectFrom("notification_deliveries as d")
          .innerJoin("notifications as n", "n.id", "d.notification_id")
          .innerJoin("users as u", "u.id", "d.user_id")
          .select([
            "d.id",
            "d.channel",
            "d.attempts",
            "d.last_error",
            "d.created_at",
            "d.user_id",
            "n.type",
            "u.first_name",
            "u.last_name",
            "u.mobile",
          ])
          .where("d.status", "=", "failed")
          .orderBy("d.created_at", "desc")
          .orderBy("d.id", "desc")
          .limit(100)
          .execute(),
        db
          .selectFrom("notification_deliveries")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "failed")
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
export type DeliveryRepo = ReturnType<typeof deliveryRepo>;
