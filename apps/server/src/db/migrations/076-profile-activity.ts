import type { AdaptedMigration } from "./index";

/**
 * How recently a family was active, for the lists' "active this week / this month" and their
 * "recently active" order: the India-time day (yyyy-mm-dd) of the owner's last sign-in, session
 * renewal or "still looking" confirmation, never the time ("" when never). Not null, so both dialects
 * order "never" last without NULLS LAST; the browse index's twin with it before id serves that order.
 */
export const m076ProfileActivity: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable("profiles")
      .addColumn("active_on", "varchar(10)", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createIndex("profiles_browse_active_idx")
      .on("profiles")
      .columns(["registration_status", "row_status", "gender", "active_on", "id", "owner_user_id"])
      .execute();
  },
});
