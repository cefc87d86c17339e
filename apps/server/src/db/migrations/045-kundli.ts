import { moonAtBirth } from "../../platform/astro/moon";
import type { AdaptedMigration } from "./index";

/**
 * The Moon at birth on every profile (nakshatra, pada, rashi and how sure it is), and the zone the
 * birth time is given in. Existing profiles are filled in here, in batches; new ones on save.
 */
export const m045Kundli: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable("profiles")
      .addColumn("birth_time_zone", "varchar(40)", (c) => c.notNull().defaultTo("Asia/Kolkata"))
      .execute();
    for (const column of ["moon_nakshatra", "moon_pada", "moon_rashi"])
      await db.schema.alterTable("profiles").addColumn(column, "integer").execute();
    await db.schema.alterTable("profiles").addColumn("moon_precision", "varchar(12)").execute();
    // Matches score every approved profile of one gender against both families' preferences: this
    // index holds every column the scoring reads, so the scan never touches the (wide) table rows.
    await db.schema
      .createIndex("profiles_match_idx")
      .on("profiles")
      .columns([
        "registration_status",
        "row_status",
        "gender",
        "approved_at",
        "owner_user_id",
        "associate_user_id",
        "date_of_birth",
        "height_inches",
        "marital_status_id",
        "education_id",
        "occupation_id",
        "annual_income_id",
        "district_id",
        "region_id",
        "religion_id",
        "caste_id",
        "moon_nakshatra",
        "moon_rashi",
      ])
      .execute();

    let after = 0;
    for (;;) {
      const rows: { id: number; date_of_birth: string; birth_time: string; birth_time_zone: string }[] =
        await db
          .selectFrom("profiles")
          .select(["id", "date_of_birth", "birth_time", "birth_time_zone"])
          .where("id", ">", after)
          .orderBy("id")
          .limit(500)
          .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const moon = moonAtBirth({
          dateOfBirth: row.date_of_birth,
          birthTime: row.birth_time || null,
          timeZone: row.birth_time_zone,
        });
        await db
          .updateTable("profiles")
          .set({
            moon_precision: moon.precision,
            moon_nakshatra: moon.nakshatra,
            moon_pada: moon.pada,
            moon_rashi: moon.rashi,
          })
          .where("id", "=", row.id)
          .execute();
      }
      after = rows[rows.length - 1]?.id ?? after;
    }
  },
});
