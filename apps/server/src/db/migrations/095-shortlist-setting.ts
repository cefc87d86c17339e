import type { AdaptedMigration } from "./index";

/**
 * "Shortlisted us": a family may keep its own shortlisting from other families (users.shortlists_hidden,
 * 1: hidden). The wish list read by the shortlisted profile, newest first, gets its own index.
 */
export const m095ShortlistSetting: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable("users")
      .addColumn("shortlists_hidden", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("wishlist_profile_created_idx")
      .on("wishlist")
      .columns(["profile_id", "created_at", "user_id"])
      .execute();
  },
});
