import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * Interests between two profiles. `low_profile_id`/`high_profile_id` name the pair in
 * either direction, so one open interest (pending or accepted) per pair is a unique index.
 */
export const m021Interests: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("interests"))
      .addColumn("from_profile_id", "integer", (c) =>
        c.notNull().references("profiles.id").onDelete("cascade"),
      )
      .addColumn("to_profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("low_profile_id", "integer", (c) => c.notNull())
      .addColumn("high_profile_id", "integer", (c) => c.notNull())
      .addColumn("sender_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("status", "varchar(10)", (c) => c.notNull())
      .addColumn("note_template", "varchar(40)")
      .addColumn("note_text", "varchar(200)")
      .addColumn("reason_template", "varchar(40)")
      .addColumn("responder_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", adapter.timestampType, (c) => c.notNull())
      .addColumn("expires_at", adapter.timestampType, (c) => c.notNull())
      .addColumn("responded_at", adapter.timestampType)
      .execute();
    await db.schema
      .createIndex("interests_open_pair_uq")
      .on("interests")
      .columns(["low_profile_id", "high_profile_id"])
      .unique()
      .where(sql.ref("status"), "in", ["pending", "accepted"])
      .execute();
    await db.schema
      .createIndex("interests_to_idx")
      .on("interests")
      .columns(["to_profile_id", "status"])
      .execute();
    await db.schema
      .createIndex("interests_from_idx")
      .on("interests")
      .columns(["from_profile_id", "status"])
      .execute();
    await db.schema
      .createIndex("interests_pair_idx")
      .on("interests")
      .columns(["low_profile_id", "high_profile_id"])
      .execute();
    await db.schema
      .createIndex("interests_sender_idx")
      .on("interests")
      .columns(["sender_user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("interests_expiry_idx")
      .on("interests")
      .columns(["status", "expires_at"])
      .execute();
  },
});
