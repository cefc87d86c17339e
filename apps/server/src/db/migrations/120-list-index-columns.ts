import type { AdaptedMigration } from "./index";

/**
 * Filters tested inside the browse indexes rather than in each table row, at a million profiles:
 * - the birth-date indexes (migration 065) answered a first-time count from the index alone, but a
 *   height bound sent every entry of the range back to its row for the height: the height is now
 *   their last column;
 * - the region and education indexes walked in approval order (a page of a common filter, and
 *   Matches' pool of the newest candidates) read each entry's row for the birth date and height
 *   before knowing whether it matched: a pool of 1,000 read four to twenty times as many rows. Both
 *   columns now follow in those indexes, so only matching rows are read;
 * - Matches leaves out the family's own profiles by owner and by associate, and every list hidden or
 *   blocked ones by id: with the associate and the id in the birth-date indexes too, PostgreSQL
 *   chooses a filtered Matches pool by an index-only scan instead of visiting twenty thousand table
 *   rows for those two columns. (Not in the walk-order
 *   indexes: there PostgreSQL, underestimating the hidden and blocked filters, would scan and sort a
 *   whole gender rather than walk the newest thousand of the Matches index.)
 */
const ORDER = ["registration_status", "row_status", "gender"] as const;

export const m120ListIndexColumns: AdaptedMigration = (adapter) => ({
  async up(db) {
    const rebuild = async (name: string, columns: string[]) => {
      await db.schema.dropIndex(name).execute();
      await db.schema.createIndex(name).on("profiles").columns(columns).execute();
    };
    for (const column of [null, "education_id", "region_id"] as const)
      await rebuild(column ? `profiles_browse_${column}_age_idx` : "profiles_browse_age_idx", [
        ...ORDER,
        ...(column ? [column] : []),
        "date_of_birth",
        "owner_user_id",
        "approved_at",
        "height_inches",
        "associate_user_id",
        "id",
      ]);
    if (adapter.walkIndexesCarryRanges)
      for (const column of ["education_id", "region_id"] as const)
        await rebuild(`profiles_browse_${column}_idx`, [
          ...ORDER,
          column,
          "approved_at",
          "id",
          "owner_user_id",
          "date_of_birth",
          "height_inches",
        ]);
  },
});
