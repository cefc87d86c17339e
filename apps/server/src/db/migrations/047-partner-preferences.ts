import type { AdaptedMigration } from "./index";

/** Partner preferences, one row per profile (all optional). */
export const m047PartnerPreferences: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .createTable("partner_preferences")
      .addColumn("profile_id", "integer", (c) =>
        c.primaryKey().notNull().references("profiles.id").onDelete("cascade"),
      )
      .addColumn("age_min", "integer")
      .addColumn("age_max", "integer")
      .addColumn("height_min", "integer")
      .addColumn("height_max", "integer")
      .addColumn("marital_status_ids", "varchar(100)")
      .addColumn("education_ids", "varchar(400)")
      .addColumn("occupation_ids", "varchar(100)")
      .addColumn("min_income_id", "integer")
      .addColumn("district_ids", "varchar(4000)")
      .addColumn("region_ids", "varchar(200)")
      .addColumn("caste_mode", "varchar(10)")
      .addColumn("caste_ids", "varchar(4000)")
      .addColumn("min_guna", "integer")
      .addColumn("avoid_nadi_dosha", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_at", adapter.timestampType, (c) => adapter.defaultNow(c.notNull()))
      .execute();
  },
});
