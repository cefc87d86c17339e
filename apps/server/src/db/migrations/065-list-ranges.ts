import type { AdaptedMigration } from "./index";

/**
 * A filter asked for the first time at a million profiles: the browse indexes are ordered by approval
 * time, so a count or a page of a filter few profiles meet (a narrow age in one region) walked every
 * profile of the gender or region and read each one's row for its birth date. These put the birth
 * date right after the equalities, so such a count is a range scan of at most the count's cap, read
 * from the index alone (owner_user_id for the block filter), and a page of a filter that matched
 * fewer than the cap sorts only those by approval time, from the index too (browse-repo.ts).
 */
export const m065ListRanges: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .createIndex("profiles_browse_age_idx")
      .on("profiles")
      .columns([
        "registration_status",
        "row_status",
        "gender",
        "date_of_birth",
        "owner_user_id",
        "approved_at",
      ])
      .execute();
    for (const column of ["education_id", "region_id"])
      await db.schema
        .createIndex(`profiles_browse_${column}_age_idx`)
        .on("profiles")
        .columns([
          "registration_status",
          "row_status",
          "gender",
          column,
          "date_of_birth",
          "owner_user_id",
          "approved_at",
        ])
        .execute();
  },
});
