import type { AdaptedMigration } from "./index";

/** Who changed what, when, from what to what, and why. */
export const m005Audit: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("audit_log"))
      .addColumn("actor_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("entity_type", "varchar(20)", (c) => c.notNull())
      .addColumn("entity_id", "integer", (c) => c.notNull())
      .addColumn("action", "varchar(30)", (c) => c.notNull())
      .addColumn("before_state", "text")
      .addColumn("after_state", "text")
      .addColumn("remark", "varchar(500)")
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("audit_entity_idx")
      .on("audit_log")
      .columns(["entity_type", "entity_id", "created_at"])
      .execute();
    await db.schema.createIndex("audit_actor_idx").on("audit_log").column("actor_user_id").execute();
    await db.schema.createIndex("audit_created_idx").on("audit_log").column("created_at").execute();
  },
});
