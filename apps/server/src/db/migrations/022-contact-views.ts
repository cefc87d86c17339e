import type { AdaptedMigration } from "./index";

/** Every time a member was shown a profile's contact details (details page or biodata PDF). */
export const m022ContactViews: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("contact_views"))
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("viewer_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("via", "varchar(10)", (c) => c.notNull())
      /** India-time day (YYYY-MM-DD): a family's repeat views of one profile on a day count once. */
      .addColumn("day", "varchar(10)", (c) => c.notNull())
      .addColumn("viewed_at", adapter.timestampType, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("contact_views_profile_idx")
      .on("contact_views")
      .columns(["profile_id", "viewed_at"])
      .execute();
    await db.schema
      .createIndex("contact_views_viewer_day_idx")
      .on("contact_views")
      .columns(["viewer_user_id", "day", "profile_id"])
      .execute();
  },
});
