import type { AdaptedMigration } from "./index";

/**
 * Web Push subscriptions, one per device (browser) a member allowed notifications on. Each belongs
 * to the session that made it: signing out, a revoked or expired session removes it with the
 * session (cascade), so a shared family phone stops hearing about the account at once.
 */
export const m098PushSubscriptions: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("push_subscriptions"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("session_hash", "varchar(64)", (c) =>
        c.notNull().references("sessions.token_hash").onDelete("cascade"),
      )
      // The push service's address for this device; the same browser subscribing again updates it.
      .addColumn("endpoint", "varchar(1000)", (c) => c.notNull().unique())
      // The device's P-256 public key and auth secret (base64url) the payload is encrypted for.
      .addColumn("p256dh", "varchar(100)", (c) => c.notNull())
      .addColumn("auth", "varchar(40)", (c) => c.notNull())
      .addColumn("language", "varchar(2)", (c) => c.notNull().defaultTo("mr"))
      .addColumn("user_agent", "varchar(200)", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("last_sent_at", adapter.timestampType)
      .execute();
    await db.schema
      .createIndex("push_subscriptions_user_idx")
      .on("push_subscriptions")
      .column("user_id")
      .execute();
    // The cascade from a deleted session looks rows up by it.
    await db.schema
      .createIndex("push_subscriptions_session_idx")
      .on("push_subscriptions")
      .column("session_hash")
      .execute();
  },
});
