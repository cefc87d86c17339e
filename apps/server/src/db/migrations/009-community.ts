import type { AdaptedMigration } from "./index";

/**
 * Community: reviews of the service (one per member) and the committee ("Our Team")
 * directory, plus the per-user flag that lets an admin make a member a committee editor.
 */
export const m009Community: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .alterTable("users")
      .addColumn("is_committee_editor", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("users_committee_editor_idx")
      .on("users")
      .column("is_committee_editor")
      .execute();

    await adapter
      .addIdColumn(db.schema.createTable("reviews"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      // Stars in halves (1 = half a star … 10 = five stars): exact integers on both dialects.
      .addColumn("rating_halves", "integer", (c) => c.notNull())
      .addColumn("text", "varchar(1000)", (c) => c.notNull().defaultTo(""))
      .addColumn("reply", "varchar(1000)")
      .addColumn("reply_at", adapter.timestampType)
      .addColumn("reply_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    // One review per member.
    await db.schema.createIndex("reviews_user_uq").on("reviews").column("user_id").unique().execute();
    await db.schema.createIndex("reviews_list_idx").on("reviews").columns(["hidden", "created_at"]).execute();

    await adapter
      .addIdColumn(db.schema.createTable("committee_members"))
      .addColumn("region_id", "integer", (c) => c.notNull())
      .addColumn("title_id", "integer", (c) => c.notNull())
      .addColumn("first_name", "varchar(30)", (c) => c.notNull())
      .addColumn("middle_name", "varchar(30)", (c) => c.notNull())
      .addColumn("last_name", "varchar(30)", (c) => c.notNull())
      .addColumn("designation_id", "integer", (c) => c.notNull())
      .addColumn("mobile", "varchar(10)", (c) => c.notNull())
      .addColumn("occupation", "varchar(75)", (c) => c.notNull())
      .addColumn("work_address", "varchar(250)", (c) => c.notNull())
      .addColumn("current_address", "varchar(500)", (c) => c.notNull())
      .addColumn("permanent_address", "varchar(500)", (c) => c.notNull())
      .addColumn("photo_id", "varchar(32)")
      .addColumn("order_by", "integer", (c) => c.notNull().defaultTo(0))
      // 1 active, 0 inactive, 2 deleted.
      .addColumn("row_status", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("committee_list_idx")
      .on("committee_members")
      .columns(["row_status", "region_id", "designation_id", "order_by"])
      .execute();
    await db.schema.createIndex("committee_photo_idx").on("committee_members").column("photo_id").execute();
  },
});
