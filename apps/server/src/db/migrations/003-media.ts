import type { AdaptedMigration } from "./index";

/**
 * Uploaded photos. The bytes live in blob storage under `photos/{id}/…`; this row records who
 * uploaded them and what they occupy. `owner_user_id` carries no foreign key yet: the users table
 * arrives with sign-in (002-accounts); a later migration may add one.
 */
export const m003Media: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .createTable("photos")
      .addColumn("id", "varchar(32)", (c) => c.primaryKey())
      .addColumn("owner_user_id", "integer")
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("photos_owner_idx")
      .on("photos")
      .columns(["owner_user_id", "created_at"])
      .execute();
  },
});
