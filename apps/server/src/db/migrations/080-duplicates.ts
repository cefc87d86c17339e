import type { AdaptedMigration } from "./index";

/**
 * Possible duplicates for the committee. photo_hashes: two perceptual hashes per photo (the whole
 * picture and its middle 90 %), each also as four 16-bit bands in indexed columns, so photos within a
 * few bits of one another are found by band look-ups, never by comparing all pairs. duplicate_pairs:
 * what the daily scan found, one row per pair of profiles (lower id first), kept once dismissed so
 * the pair does not come back. The profile indexes answer "same mobile" and "same date of birth".
 */
export const m080Duplicates: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .createTable("photo_hashes")
      // Not "photo_id": a hash does not keep its photo in use (media/repo.ts PHOTO_COLUMNS).
      .addColumn("photo", "varchar(32)", (c) => c.notNull().references("photos.id").onDelete("cascade"))
      .addColumn("kind", "varchar(8)", (c) => c.notNull())
      .addColumn("hash", "varchar(16)", (c) => c.notNull())
      .addColumn("band0", "integer", (c) => c.notNull())
      .addColumn("band1", "integer", (c) => c.notNull())
      .addColumn("band2", "integer", (c) => c.notNull())
      .addColumn("band3", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("photo_hashes_pk", ["photo", "kind"])
      .execute();
    for (const band of ["band0", "band1", "band2", "band3"]) {
      await db.schema.createIndex(`photo_hashes_${band}_idx`).on("photo_hashes").column(band).execute();
    }

    await adapter
      .addIdColumn(db.schema.createTable("duplicate_pairs"))
      .addColumn("low_profile_id", "integer", (c) =>
        c.notNull().references("profiles.id").onDelete("cascade"),
      )
      .addColumn("high_profile_id", "integer", (c) =>
        c.notNull().references("profiles.id").onDelete("cascade"),
      )
      /** Comma-separated reasons: photo, mobile, nameBirthDate. */
      .addColumn("reasons", "varchar(64)", (c) => c.notNull())
      .addColumn("photo_distance", "integer")
      .addColumn("found_at", adapter.timestampType, (c) => c.notNull())
      .addColumn("dismissed_at", adapter.timestampType)
      .addColumn("dismissed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    await db.schema
      .createIndex("duplicate_pairs_pair_uq")
      .on("duplicate_pairs")
      .columns(["low_profile_id", "high_profile_id"])
      .unique()
      .execute();
    await db.schema
      .createIndex("duplicate_pairs_high_idx")
      .on("duplicate_pairs")
      .column("high_profile_id")
      .execute();
    // The committee's list and the dashboard count: open pairs, newest first.
    await db.schema
      .createIndex("duplicate_pairs_open_idx")
      .on("duplicate_pairs")
      .columns(["dismissed_at", "found_at"])
      .execute();

    // "Has this account been reported?" for every profile the review shows.
    await db.schema
      .createIndex("reports_reported_user_idx")
      .on("reports")
      .column("reported_user_id")
      .execute();
    for (const column of [
      "father_mobile",
      "contact_person_mobile_1",
      "contact_person_mobile_2",
      "date_of_birth",
    ]) {
      await db.schema.createIndex(`profiles_${column}_idx`).on("profiles").column(column).execute();
    }
  },
});
