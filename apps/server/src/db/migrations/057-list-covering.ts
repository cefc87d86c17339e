import type { AdaptedMigration } from "./index";

/**
 * The browse list at a million profiles, PostgreSQL's planner in mind: the single-column indexes on
 * the list's filters (education, region, birth date, height) tempted it into bitmaps of a fifth of
 * the table, where the browse indexes answer a page or a capped count from a few thousand entries.
 * The education and region browse indexes also carry owner_user_id (the block filter reads it), so a
 * capped count reads the index alone.
 */
export const m057ListCovering: AdaptedMigration = () => ({
  async up(db) {
    for (const column of ["education_id", "region_id", "date_of_birth", "height_inches"])
      await db.schema.dropIndex(`profiles_${column}_idx`).execute();
    for (const column of ["education_id", "region_id"]) {
      await db.schema.dropIndex(`profiles_browse_${column}_idx`).execute();
      await db.schema
        .createIndex(`profiles_browse_${column}_idx`)
        .on("profiles")
        .columns([
          "registration_status",
          "row_status",
          "gender",
          column,
          "approved_at",
          "id",
          "owner_user_id",
        ])
        .execute();
    }
  },
});
