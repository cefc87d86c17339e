import type { AdaptedMigration } from "./index";

/**
 * The hourly sweep of photos nobody uses (media/sweep.ts) asks, per old photo, whether any record
 * still points at it: every photo column gets an index so that question is a look-up, not a scan.
 */
export const m012PhotoSweep: AdaptedMigration = () => ({
  async up(db) {
    await db.schema.createIndex("photos_created_idx").on("photos").column("created_at").execute();
    for (const [table, column] of [
      ["profiles", "photo_id"],
      ["profiles", "pending_photo_id"],
      ["committee_members", "photo_id"],
      ["site_images", "photo_id"],
      ["businesses", "photo_id"],
    ] as const) {
      await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
    }
  },
});
