import type { AdaptedMigration } from "./index";

/**
 * Notifications: what a member is told in the app, which types they also want by SMS or
 * WhatsApp, and the outbox of those outbound messages (sent by a background job, retried).
 */
export const m025Notifications: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("notifications"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("type", "varchar(40)", (c) => c.notNull())
      // JSON object of string values the text interpolates.
      .addColumn("params", "text", (c) => c.notNull())
      .addColumn("link", "varchar(300)")
      .addColumn("read_at", adapter.timestampType)
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    // The member's page (newest first) and the bell's unread count.
    await db.schema
      .createIndex("notifications_user_created_idx")
      .on("notifications")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("notifications_user_read_idx")
      .on("notifications")
      .columns(["user_id", "read_at"])
      .execute();

    // One row per member, type and channel they opted into.
    await db.schema
      .createTable("notification_preferences")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("type", "varchar(40)", (c) => c.notNull())
      .addColumn("channel", "varchar(16)", (c) => c.notNull())
      .addPrimaryKeyConstraint("notification_preferences_pk", ["user_id", "type", "channel"])
      .execute();

    await adapter
      .addIdColumn(db.schema.createTable("notification_deliveries"))
      .addColumn("notification_id", "integer", (c) =>
        c.notNull().references("notifications.id").onDelete("cascade"),
      )
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("channel", "varchar(16)", (c) => c.notNull())
      // pending -> sent | failed (after the last try)
      .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", adapter.timestampType, (c) => c.notNull())
      .addColumn("last_error", "varchar(300)")
      .addColumn("sent_at", adapter.timestampType)
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("notification_deliveries_due_idx")
      .on("notification_deliveries")
      .columns(["status", "next_attempt_at"])
      .execute();
  },
});
