import type { AdaptedMigration } from "./index";

/**
 * The birth-date indexes of the browse list (migration 065) answer a first-time count from the index
 * alone, but a height bound in the filter sent every entry of the range back to its table row for
 * the height: at a million profiles a count of "brides 24 to 27 in one region, up to 5'8"" read a
 * thousand rows scattered over the table. With the height in the index the count never leaves it.
 */
const ORDER = ["registration_status", "row_status", "gender"] as const;
const REST = ["date_of_birth", "owner_user_id", "approved_at", "height_inches"] as const;

export const m120ListRangesHeight: AdaptedMigration = () => ({
  async up(db) {
    for (const column of [null, "education_id", "region_id"] as const) {
      const name = column ? `profiles_browse_${column}_age_idx` : "profiles_browse_age_idx";
      await db.schema.dropIndex(name).execute();
      await db.schema
        .createIndex(name)
        .on("profiles")
        .columns([...ORDER, ...(column ? [column] : []), ...REST])
        .execute();
    }
  },
});
