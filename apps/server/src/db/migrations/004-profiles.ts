import type { AdaptedMigration } from "./index";

export const m004Profiles: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("profiles"))
      .addColumn("registration_number", "integer", (c) => c.unique())
      .addColumn("owner_user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("associate_user_id", "integer", (c) => c.references("users.id"))
      .addColumn("profile_for", "integer", (c) => c.notNull())
      .addColumn("first_name", "varchar(30)", (c) => c.notNull())
      .addColumn("middle_name", "varchar(30)", (c) => c.notNull())
      .addColumn("last_name", "varchar(30)", (c) => c.notNull())
      .addColumn("search_name", "varchar(100)", (c) => c.notNull())
      .addColumn("gender", "integer", (c) => c.notNull())
      .addColumn("date_of_birth", "varchar(10)", (c) => c.notNull())
      .addColumn("birth_time", "varchar(10)", (c) => c.notNull())
      .addColumn("birth_place", "varchar(40)", (c) => c.notNull())
      .addColumn("height", "varchar(10)", (c) => c.notNull())
      .addColumn("height_inches", "integer", (c) => c.notNull())
      .addColumn("blood_group_id", "integer", (c) => c.notNull())
      .addColumn("marital_status_id", "integer", (c) => c.notNull())
      .addColumn("zodiac_id", "integer", (c) => c.notNull())
      .addColumn("religion_id", "integer", (c) => c.notNull())
      .addColumn("caste_id", "integer", (c) => c.notNull())
      .addColumn("sub_caste", "varchar(50)")
      .addColumn("education_id", "integer", (c) => c.notNull())
      .addColumn("specialization", "varchar(50)")
      .addColumn("occupation_id", "integer")
      .addColumn("occupation_detail", "varchar(50)")
      .addColumn("annual_income_id", "integer")
      .addColumn("requirement", "varchar(200)")
      .addColumn("region_id", "integer")
      .addColumn("state_id", "integer", (c) => c.notNull())
      .addColumn("district_id", "integer", (c) => c.notNull())
      .addColumn("city_village", "varchar(50)")
      .addColumn("uncle_surname", "varchar(75)", (c) => c.notNull())
      .addColumn("father_full_name", "varchar(75)", (c) => c.notNull())
      .addColumn("father_occupation", "varchar(75)", (c) => c.notNull())
      .addColumn("father_mobile", "varchar(10)", (c) => c.notNull())
      .addColumn("current_address", "varchar(500)", (c) => c.notNull())
      .addColumn("permanent_address", "varchar(500)")
      .addColumn("contact_person_name_1", "varchar(100)", (c) => c.notNull())
      .addColumn("contact_person_mobile_1", "varchar(10)", (c) => c.notNull())
      .addColumn("contact_person_name_2", "varchar(100)")
      .addColumn("contact_person_mobile_2", "varchar(10)")
      .addColumn("photo_id", "varchar(64)")
      .addColumn("pending_photo_id", "varchar(64)")
      .addColumn("photo_status", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
      .addColumn("photo_remark", "varchar(500)")
      .addColumn("registration_status", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
      .addColumn("rejected_remark", "varchar(500)")
      .addColumn("row_status", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("is_locked", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("payment_status", "varchar(10)", (c) => c.notNull().defaultTo("unpaid"))
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("approved_at", adapter.timestampType)
      .execute();

    // The browse list filters on status + gender and sorts by approval time; the rest filter alone.
    await db.schema
      .createIndex("profiles_browse_idx")
      .on("profiles")
      .columns(["registration_status", "row_status", "gender", "approved_at"])
      .execute();
    for (const column of [
      "owner_user_id",
      "associate_user_id",
      "education_id",
      "region_id",
      "date_of_birth",
      "height_inches",
      "search_name",
      "created_at",
    ]) {
      await db.schema.createIndex(`profiles_${column}_idx`).on("profiles").column(column).execute();
    }
    await db.schema
      .createIndex("profiles_review_idx")
      .on("profiles")
      .columns(["registration_status", "created_at"])
      .execute();
    await db.schema
      .createIndex("profiles_photo_review_idx")
      .on("profiles")
      .columns(["photo_status", "updated_at"])
      .execute();

    await db.schema
      .createTable("wishlist")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("created_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .addPrimaryKeyConstraint("wishlist_pk", ["user_id", "profile_id"])
      .execute();
    await db.schema.createIndex("wishlist_profile_idx").on("wishlist").column("profile_id").execute();
  },
});
