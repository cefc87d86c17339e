import type { AdaptedMigration } from "./index";

/**
 * Blocks: a member blocks a family from one of its profiles. `whole_family` is 1 when the
 * profile's owner registered it for themselves (all their profiles are hidden from the blocker), 0
 * when an associate registered it for a family (only that profile is, not the associate's others).
 * The blocked account never sees the blocker's profiles.
 */
export const m026Blocks: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .createTable("blocks")
      .addColumn("blocker_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("blocked_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("whole_family", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addPrimaryKeyConstraint("blocks_pk", ["blocker_user_id", "profile_id"])
      .execute();
    await db.schema
      .createIndex("blocks_blocked_idx")
      .on("blocks")
      .columns(["blocked_user_id", "blocker_user_id"])
      .execute();
  },
});
