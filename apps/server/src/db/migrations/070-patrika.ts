import { birthChart } from "../../platform/astro/birth-chart";
import type { AdaptedMigration } from "./index";

/**
 * The birth chart's inputs and Mangal dosha on every profile: the birth place's coordinates (null
 * until the family picks the place), the family's own Mangal declaration, and the Mangal dosha the
 * lists and matches filter on (the declaration when there is one, else the computed one). Existing
 * profiles get theirs computed here, in batches, from the Moon (they have no coordinates yet).
 */
export const m070Patrika: AdaptedMigration = () => ({
  async up(db) {
    for (const column of ["birth_latitude", "birth_longitude"])
      await db.schema.alterTable("profiles").addColumn(column, "double precision").execute();
    await db.schema.alterTable("profiles").addColumn("birth_place_ref", "varchar(40)").execute();
    await db.schema.alterTable("profiles").addColumn("mangal_declared", "varchar(3)").execute();
    await db.schema.alterTable("profiles").addColumn("mangal_dosha", "integer").execute();
    await db.schema.createIndex("profiles_mangal_idx").on("profiles").column("mangal_dosha").execute();

    let after = 0;
    for (;;) {
      const rows: { id: number; date_of_birth: string; birth_time: string; birth_time_zone: string }[] =
        await db
          .selectFrom("profiles")
          .select(["id", "date_of_birth", "birth_time", "birth_time_zone"])
          .where("id", ">", after)
          .where("date_of_birth", "!=", "")
          .orderBy("id")
          .limit(500)
          .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const { dosha } = birthChart({
          dateOfBirth: row.date_of_birth,
          birthTime: row.birth_time || null,
          timeZone: row.birth_time_zone,
        }).mangal;
        await db
          .updateTable("profiles")
          .set({ mangal_dosha: dosha === null ? null : Number(dosha) })
          .where("id", "=", row.id)
          .execute();
      }
      after = rows[rows.length - 1]?.id ?? after;
    }
  },
});
