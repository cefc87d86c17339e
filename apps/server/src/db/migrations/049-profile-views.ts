import type { AdaptedMigration } from "./index";

/** Who opened a profile's details: one row per viewer and profile, holding the last time. */
export const m049ProfileViews: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .createTable("profile_views")
      .addColumn("viewed_profile_id", "integer", (c) =>
        c.notNull().references("profiles.id").onDelete("cascade"),
      )
      .addColumn("viewer_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("viewed_at", adapter.timestampType, (c) => c.notNull())
      .addPrimaryKeyConstraint("profile_views_pk", ["viewed_profile_id", "viewer_user_id"])
      .execute();
    // "Who viewed us": newest first per profile; "did they view us": the primary key.
    await db.schema
      .createIndex("profile_views_recent_idx")
      .on("profile_views")
      .columns(["viewed_profile_id", "viewed_at"])
      .execute();
    await db.schema
      .createIndex("profile_views_viewer_idx")
      .on("profile_views")
      .column("viewer_user_id")
      .execute();
  },
});
