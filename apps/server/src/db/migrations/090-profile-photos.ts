import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * A profile's photos (up to PROFILE_PHOTOS_MAX), each with its own committee decision, in the order
 * the family chose. profiles.photo_id / pending_photo_id / photo_status / photo_remark stay as what
 * cards, lists, PDFs and the approvals queue read: profile-photos/projection.ts rewrites them from
 * these rows on every change. Existing photos move in as they were: the photo members see is photo
 * 1, and a replacement waiting for review goes before it, so that once approved it becomes the main
 * photo as it would have before.
 */
export const m090ProfilePhotos: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await db.schema
      .createTable("profile_photos")
      .addColumn("photo_id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("status", "varchar(10)", (c) => c.notNull())
      .addColumn("remark", "varchar(500)")
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addCheckConstraint(
        "profile_photos_status_check",
        sql`${sql.ref("status")} in ('pending', 'approved', 'rejected')`,
      )
      .execute();
    await db.schema
      .createIndex("profile_photos_profile_idx")
      .on("profile_photos")
      .columns(["profile_id", "position"])
      .execute();

    await db
      .insertInto("profile_photos" as never)
      .columns(["photo_id", "profile_id", "position", "status", "remark"] as never[])
      .expression(
        db
          .selectFrom("profiles" as never)
          .select([
            sql.ref("pending_photo_id").as("photo_id"),
            sql.ref("id").as("profile_id"),
            sql.lit(1).as("position"),
            sql.lit("pending").as("status"),
            sql.lit(null).as("remark"),
          ] as never[])
          .where(sql.ref("pending_photo_id"), "is not", null) as never,
      )
      .execute();
    await db
      .insertInto("profile_photos" as never)
      .columns(["photo_id", "profile_id", "position", "status", "remark"] as never[])
      .expression(
        db
          .selectFrom("profiles" as never)
          .select([
            sql.ref("photo_id").as("photo_id"),
            sql.ref("id").as("profile_id"),
            sql`case when ${sql.ref("pending_photo_id")} is null then 1 else 2 end`.as("position"),
            sql.ref("photo_status").as("status"),
            sql.ref("photo_remark").as("remark"),
          ] as never[])
          .where(sql.ref("photo_id"), "is not", null) as never,
      )
      .execute();
  },
});
