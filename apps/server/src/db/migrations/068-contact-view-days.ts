import type { AdaptedMigration } from "./index";

/**
 * The daily contact-view cap, counted in the database so it survives a restart and holds across app
 * servers: one row per viewer, India-time day and profile, however the family was reached (details
 * page, biodata PDF). The primary key answers both "already counted today?" and "how many today?".
 */
export const m068ContactViewDays: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .createTable("contact_view_days")
      .addColumn("viewer_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("day", "varchar(10)", (c) => c.notNull())
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("contact_view_days_pk", ["viewer_user_id", "day", "profile_id"])
      .execute();
  },
});
