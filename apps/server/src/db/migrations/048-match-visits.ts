import type { AdaptedMigration } from "./index";

/** When a family last opened the Matches page of each of its profiles (for "new" marks and notices). */
export const m048MatchVisits: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .createTable("match_visits")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("seen_at", adapter.timestampType, (c) => c.notNull())
      .addColumn("marks_from", adapter.timestampType)
      .addColumn("notified_at", adapter.timestampType)
      .addPrimaryKeyConstraint("match_visits_pk", ["user_id", "profile_id"])
      .execute();
    await db.schema.createIndex("match_visits_profile_idx").on("match_visits").column("profile_id").execute();
  },
});
