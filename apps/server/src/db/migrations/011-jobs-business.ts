import type { AdaptedMigration } from "./index";

/**
 * Community boards: job posts with applications and members' resumes, and the business
 * directory. Every column a public list filters or sorts on is indexed, led by the status columns
 * the public lists always filter on.
 */
export const m011JobsBusiness: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("jobs"))
      .addColumn("poster_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("title", "varchar(100)", (c) => c.notNull())
      .addColumn("employer", "varchar(100)", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("state_id", "integer", (c) => c.notNull())
      .addColumn("district_id", "integer", (c) => c.notNull())
      .addColumn("job_type", "varchar(20)", (c) => c.notNull())
      .addColumn("qualification_id", "integer", (c) => c.notNull())
      .addColumn("salary_min", "integer")
      .addColumn("salary_max", "integer")
      .addColumn("last_date", "varchar(10)", (c) => c.notNull())
      .addColumn("apply_phone", "varchar(10)")
      .addColumn("apply_email", "varchar(120)")
      .addColumn("apply_url", "varchar(300)")
      .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
      .addColumn("rejected_remark", "varchar(500)")
      .addColumn("is_closed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("approved_at", adapter.timestampType)
      .execute();
    // The public list: open, approved, not past the last date, newest first.
    await db.schema
      .createIndex("jobs_public_idx")
      .on("jobs")
      .columns(["status", "is_closed", "created_at", "last_date"])
      .execute();
    await db.schema
      .createIndex("jobs_district_idx")
      .on("jobs")
      .columns(["district_id", "created_at"])
      .execute();
    await db.schema.createIndex("jobs_type_idx").on("jobs").columns(["job_type", "created_at"]).execute();
    await db.schema
      .createIndex("jobs_qualification_idx")
      .on("jobs")
      .columns(["qualification_id", "created_at"])
      .execute();
    await db.schema.createIndex("jobs_last_date_idx").on("jobs").column("last_date").execute();
    await db.schema
      .createIndex("jobs_poster_idx")
      .on("jobs")
      .columns(["poster_user_id", "created_at"])
      .execute();

    // One resume per member; replacing it gives a new id (old links stop working with the old file).
    await db.schema
      .createTable("resumes")
      .addColumn("id", "varchar(32)", (c) => c.primaryKey())
      .addColumn("owner_user_id", "integer", (c) =>
        c.notNull().unique().references("users.id").onDelete("cascade"),
      )
      .addColumn("kind", "varchar(10)", (c) => c.notNull())
      .addColumn("storage_key", "varchar(100)", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();

    await db.schema
      .createTable("job_applications")
      .addColumn("job_id", "integer", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
      .addColumn("applicant_user_id", "integer", (c) =>
        c.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addPrimaryKeyConstraint("job_applications_pk", ["job_id", "applicant_user_id"])
      .execute();
    await db.schema
      .createIndex("job_applications_applicant_idx")
      .on("job_applications")
      .column("applicant_user_id")
      .execute();

    await adapter
      .addIdColumn(db.schema.createTable("businesses"))
      .addColumn("owner_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "varchar(100)", (c) => c.notNull())
      .addColumn("owner_name", "varchar(100)", (c) => c.notNull())
      .addColumn("category", "varchar(20)", (c) => c.notNull())
      .addColumn("description", "varchar(1000)", (c) => c.notNull())
      .addColumn("address", "varchar(300)", (c) => c.notNull())
      .addColumn("state_id", "integer", (c) => c.notNull())
      .addColumn("district_id", "integer", (c) => c.notNull())
      .addColumn("phone", "varchar(10)", (c) => c.notNull())
      .addColumn("whatsapp", "varchar(10)")
      .addColumn("website", "varchar(200)")
      .addColumn("photo_id", "varchar(32)")
      .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
      .addColumn("rejected_remark", "varchar(500)")
      .addColumn("is_hidden", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("approved_at", adapter.timestampType)
      .execute();
    await db.schema
      .createIndex("businesses_public_idx")
      .on("businesses")
      .columns(["status", "is_hidden", "created_at"])
      .execute();
    await db.schema
      .createIndex("businesses_category_idx")
      .on("businesses")
      .columns(["category", "created_at"])
      .execute();
    await db.schema
      .createIndex("businesses_district_idx")
      .on("businesses")
      .columns(["district_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("businesses_owner_idx")
      .on("businesses")
      .columns(["owner_user_id", "created_at"])
      .execute();
    await db.schema.createIndex("businesses_photo_idx").on("businesses").column("photo_id").execute();
  },
});
