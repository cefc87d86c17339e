import type { AdaptedMigration } from "./index";

export const m001Settings: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .createTable("settings")
      .addColumn("key", "varchar(64)", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
  },
});
