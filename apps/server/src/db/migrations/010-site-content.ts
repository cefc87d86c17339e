import type { AdaptedMigration } from "./index";

/** Admin-managed home carousel and gallery images; bundled artwork until the first upload. */
export const m010SiteContent: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("site_images"))
      .addColumn("kind", "varchar(10)", (c) => c.notNull())
      .addColumn("photo_id", "varchar(32)", (c) => c.notNull())
      .addColumn("caption_en", "varchar(120)", (c) => c.notNull().defaultTo(""))
      .addColumn("caption_mr", "varchar(120)", (c) => c.notNull().defaultTo(""))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("site_images_kind_idx")
      .on("site_images")
      .columns(["kind", "position"])
      .execute();
    await db.schema.createIndex("site_images_photo_idx").on("site_images").column("photo_id").execute();
  },
});
