import type { AdaptedMigration } from "./index";

/** Complaints to the Grievance Officer and what happened to them. */
export const m031Grievances: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("grievances"))
      .addColumn("reference", "varchar(16)", (c) => c.notNull().unique())
      .addColumn("category", "varchar(20)", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("name", "varchar(80)", (c) => c.notNull())
      .addColumn("mobile", "varchar(10)", (c) => c.notNull())
      .addColumn("email", "varchar(120)", (c) => c.notNull().defaultTo(""))
      .addColumn("profile_ref", "varchar(40)", (c) => c.notNull().defaultTo(""))
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("received"))
      .addColumn("attachment_key", "varchar(80)")
      .addColumn("attachment_type", "varchar(40)")
      .addColumn("upload_token_hash", "varchar(64)")
      .addColumn("created_ip", "varchar(45)", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("ack_due_at", ts, (c) => c.notNull())
      .addColumn("resolve_due_at", ts, (c) => c.notNull())
      .addColumn("acknowledged_at", ts)
      .addColumn("resolved_at", ts)
      .execute();
    await db.schema
      .createIndex("grievances_status_idx")
      .on("grievances")
      .columns(["status", "created_at"])
      .execute();
    await db.schema.createIndex("grievances_mobile_idx").on("grievances").column("mobile").execute();
    await db.schema.createIndex("grievances_user_idx").on("grievances").column("user_id").execute();

    await adapter
      .addIdColumn(db.schema.createTable("grievance_events"))
      .addColumn("grievance_id", "integer", (c) =>
        c.notNull().references("grievances.id").onDelete("cascade"),
      )
      .addColumn("actor_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("kind", "varchar(10)", (c) => c.notNull())
      .addColumn("status", "varchar(20)")
      .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("grievance_events_grievance_idx")
      .on("grievance_events")
      .columns(["grievance_id", "created_at"])
      .execute();
  },
});
