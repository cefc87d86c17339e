import type { AdaptedMigration } from "./index";

/**
 * Reports: members report profiles; the committee decides (dismiss, warn, disable the
 * profile, deactivate the account). `report_holds` lists the profiles hidden from lists while open
 * reports from enough different members wait; `member_warnings` are shown at the next sign-in.
 */
export const m027Reports: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("reports"))
      .addColumn("reporter_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      // The profile's owner when reported: who a warning or deactivation reaches.
      .addColumn("reported_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("reason", "varchar(32)", (c) => c.notNull())
      .addColumn("details", "varchar(1000)", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("open"))
      .addColumn("outcome", "varchar(16)")
      .addColumn("remark", "varchar(500)")
      .addColumn("decided_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("decided_at", adapter.timestampType)
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("reports_status_idx")
      .on("reports")
      .columns(["status", "created_at"])
      .execute();
    await db.schema
      .createIndex("reports_profile_idx")
      .on("reports")
      .columns(["profile_id", "status"])
      .execute();
    await db.schema
      .createIndex("reports_reporter_idx")
      .on("reports")
      .columns(["reporter_user_id", "created_at"])
      .execute();

    await db.schema
      .createTable("report_holds")
      .addColumn("profile_id", "integer", (c) => c.primaryKey().references("profiles.id").onDelete("cascade"))
      .addColumn("since", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();

    await adapter
      .addIdColumn(db.schema.createTable("member_warnings"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("report_id", "integer", (c) => c.references("reports.id").onDelete("set null"))
      .addColumn("remark", "varchar(500)", (c) => c.notNull())
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("seen_at", adapter.timestampType)
      .execute();
    await db.schema
      .createIndex("member_warnings_user_idx")
      .on("member_warnings")
      .columns(["user_id", "seen_at"])
      .execute();
  },
});
