import type { AdaptedMigration } from "./index";

/**
 * Matches scores its pool of up to a thousand newest candidates from a few columns of each profile
 * (both families' checks, the guna's moon). The pool is now read with those columns alone, so an
 * index holding them serves it without visiting a single table row: on SQLite each of those visits
 * was a page read afresh after any family's write (a reader's page cache starts empty whenever
 * another connection has committed), a thousand pages for one Matches answer at a million profiles.
 *
 * - The Matches index gains Mangal dosha (the one column the checks read that it lacked) on both
 *   databases; on SQLite it also orders by id after the approval time, as the pool is ordered, so the
 *   walk with no list filter stops after the pool instead of sorting a whole gender.
 * - SQLite's education and region walks (the pool with one of those list filters) carry the
 *   remaining columns the checks read. PostgreSQL keeps its walks (migration 120 says why).
 */
const ORDER = ["registration_status", "row_status", "gender"] as const;

/** What the checks read besides the walk's own columns (matches/repo.ts SCORED_COLUMNS). */
const CHECKED = [
  "owner_user_id",
  "associate_user_id",
  "date_of_birth",
  "height_inches",
  "marital_status_id",
  "education_id",
  "occupation_id",
  "annual_income_id",
  "district_id",
  "region_id",
  "religion_id",
  "caste_id",
  "mangal_dosha",
  "moon_nakshatra",
  "moon_rashi",
] as const;

/** The Matches index as migration 045 made it, with Mangal dosha before the moon (PostgreSQL). */
const MATCH_INDEX_POSTGRES = [
  ...ORDER,
  "approved_at",
  ...CHECKED.filter((c) => !["mangal_dosha", "moon_nakshatra", "moon_rashi"].includes(c)),
  "mangal_dosha",
  "moon_nakshatra",
  "moon_rashi",
] as const;

export const m122ScoringColumnsInWalks: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema.dropIndex("profiles_match_idx").execute();
    await db.schema
      .createIndex("profiles_match_idx")
      .on("profiles")
      .columns(
        adapter.walkIndexesCarryRanges
          ? [...ORDER, "approved_at", "id", ...CHECKED]
          : [...MATCH_INDEX_POSTGRES],
      )
      .execute();
    if (!adapter.walkIndexesCarryRanges) return;
    for (const column of ["education_id", "region_id"] as const) {
      const name = `profiles_browse_${column}_idx`;
      await db.schema.dropIndex(name).execute();
      await db.schema
        .createIndex(name)
        .on("profiles")
        .columns([...ORDER, column, "approved_at", "id", ...CHECKED.filter((c) => c !== column)])
        .execute();
    }
  },
});
