import type { AdaptedMigration } from "./index";

/**
 * SQLite's region and education indexes walked in approval order (Matches' pool of the newest
 * candidates with one of those filters) still sent each entry back to its table row for one column:
 * Matches leaves out the profiles the family's own associate registered, and only the associate
 * was missing from those indexes. With it, the walk reads the index alone: at a million profiles a
 * Matches page with an education filter went from 18 to 7 ms of SQL. (PostgreSQL keeps those indexes
 * as they were: see migration 120.)
 */
const ORDER = ["registration_status", "row_status", "gender"] as const;

export const m121WalkIndexAssociate: AdaptedMigration = (adapter) => ({
  async up(db) {
    if (!adapter.walkIndexesCarryRanges) return;
    for (const column of ["education_id", "region_id"] as const) {
      const name = `profiles_browse_${column}_idx`;
      await db.schema.dropIndex(name).execute();
      await db.schema
        .createIndex(name)
        .on("profiles")
        .columns([
          ...ORDER,
          column,
          "approved_at",
          "id",
          "owner_user_id",
          "associate_user_id",
          "date_of_birth",
          "height_inches",
        ])
        .execute();
    }
  },
});
