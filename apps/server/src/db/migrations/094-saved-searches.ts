import type { AdaptedMigration } from "./index";

/**
 * Saved searches: a member's named list filters (JSON of the shared savedSearchFiltersSchema).
 * checked_at is where the daily "new profiles" count starts; opened_at moves it on when the member
 * looks for themselves. The checked_at index lets the job find due searches without reading all.
 */
export const m094SavedSearches: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("saved_searches"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "varchar(60)", (c) => c.notNull())
      .addColumn("filters", "text", (c) => c.notNull())
      .addColumn("new_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("opened_at", adapter.timestampType)
      .addColumn("checked_at", adapter.timestampType, (c) => c.notNull())
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("saved_searches_user_idx")
      .on("saved_searches")
      .columns(["user_id", "id"])
      .execute();
    await db.schema
      .createIndex("saved_searches_checked_idx")
      .on("saved_searches")
      .columns(["checked_at", "user_id"])
      .execute();
  },
});
