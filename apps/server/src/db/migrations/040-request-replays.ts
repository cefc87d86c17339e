import type { AdaptedMigration } from "./index";

/**
 * Create requests by their Idempotency-Key: a form submitted again after a dropped connection gets
 * the first answer back instead of creating a second profile, job post, listing or review. Rows are
 * kept for a day.
 */
export const m040RequestReplays: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("request_replays"))
      .addColumn("scope", "varchar(40)", (c) => c.notNull())
      .addColumn("actor_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("request_key", "varchar(64)", (c) => c.notNull())
      .addColumn("response_json", "text")
      .addColumn("created_at", adapter.timestampType, (c) => c.notNull())
      .addUniqueConstraint("request_replays_key_uq", ["scope", "actor_id", "request_key"])
      .execute();
    await db.schema
      .createIndex("request_replays_created_idx")
      .on("request_replays")
      .column("created_at")
      .execute();
  },
});
