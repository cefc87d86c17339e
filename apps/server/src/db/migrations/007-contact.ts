import type { AdaptedMigration } from "./index";

/** Messages visitors send through the contact form. */
export const m007Contact: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("contact_messages"))
      .addColumn("first_name", "varchar(30)", (c) => c.notNull())
      .addColumn("last_name", "varchar(30)", (c) => c.notNull())
      .addColumn("mobile_or_email", "varchar(25)", (c) => c.notNull())
      .addColumn("subject", "varchar(200)", (c) => c.notNull())
      .addColumn("message", "varchar(250)", (c) => c.notNull())
      // Chosen by the form per message: a send retried after a dropped connection is stored once.
      .addColumn("request_id", "varchar(36)", (c) => c.unique())
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("read_at", adapter.timestampType)
      .addColumn("read_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex("contact_created_idx").on("contact_messages").column("created_at").execute();
    // The admin list puts unread first, newest first within each; the dashboard counts unread.
    await db.schema
      .createIndex("contact_read_created_idx")
      .on("contact_messages")
      .columns(["read_at", "created_at"])
      .execute();
  },
});
