import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationChannel,
  type NotificationListQuery,
  type NotificationType,
} from "@vv/shared/notifications";
import type { DB } from "../../db/database";

/** SQL for notifications, opt-ins and the outbound delivery outbox. */
export function notificationsRepo(db: DB) {
  const mine = (userId: number, unreadOnly: boolean) => {
    let q = db.selectFrom("notifications").where("user_id", "=", userId);
    if (unreadOnly) q = q.where("read_at", "is", null);
    return q;
  };
  return {
    async page(userId: number, query: NotificationListQuery) {
      const [rows, total] = await Promise.all([
        mine(userId, query.unread)
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(NOTIFICATION_PAGE_SIZE)
          .offset((query.page - 1) * NOTIFICATION_PAGE_SIZE)
          .execute(),
        mine(userId, query.unread)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async countUnread(userId: number): Promise<number> {
      const row = await mine(userId, true)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks one of the user's notifications read; false when it is not theirs (or not there). */
    async markRead(userId: number, id: number, at: string): Promise<boolean> {
      const found = await db
        .selectFrom("notifications")
        .select("read_at")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!found) return false;
      if (found.read_at === null) {
        await db.updateTable("notifications").set({ read_at: at }).where("id", "=", id).execute();
      }
      return true;
    },

    async markAllRead(userId: number, at: string): Promise<void> {
      await db
        .updateTable("notifications")
        .set({ read_at: at })
        .where("user_id", "=", userId)
        .where("read_at", "is", null)
        .execute();
    },

    async countUnseenWarnings(userId: number): Promise<number> {
      const row = await db
        .selectFrom("member_warnings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("seen_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countFailed(): Promise<number> {
      const row = await db
        .selectFrom("notification_deliveries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "failed")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async optIns(userId: number) {
      return db
        .selectFrom("notification_preferences")
        .select(["type", "channel"])
        .where("user_id", "=", userId)
        .execute();
    },

    async setOptIns(userId: number, rows: { type: NotificationType; channel: NotificationChannel }[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("notification_preferences").where("user_id", "=", userId).execute();
        if (rows.length > 0) {
          await trx
            .insertInto("notification_preferences")
            .values(rows.map((r) => ({ user_id: userId, ...r })))
            .execute();
        }
      });
    },
  };
}
export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
