import type { AdaptedMigration } from "./index";

/**
 * The browse list at a million profiles: its index continues with id after the sort key, so a page
 * resumes after the last (approved_at, id) it showed without sorting; names are found through a
 * trigram index.
 */
export const m056ListPaging: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema.dropIndex("profiles_browse_idx").execute();
    await db.schema
      .createIndex("profiles_browse_idx")
      .on("profiles")
      // owner_user_id (blocks) and search_name (a common name) let a count read the index alone.
      .columns([
        "registration_status",
        "row_status",
        "gender",
        "approved_at",
        "id",
        "owner_user_id",
        "search_name",
      ])
      .execute();
    // An equality filter the list offers gets the same index with its column before the sort key, so
    // a rare education or region is found without walking every profile of the gender.
    for (const column of ["education_id", "region_id"]) {
      await db.schema
        .createIndex(`profiles_browse_${column}_idx`)
        .on("profiles")
        .columns(["registration_status", "row_status", "gender", column, "approved_at", "id"])
        .execute();
    }
    await db.schema.dropIndex("profiles_search_name_idx").execute();
    await adapter.createProfileNameIndex(db);
  },
});
