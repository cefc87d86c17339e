import { birthChart } from "../../platform/astro/birth-chart";
import { matchFreeText } from "../../platform/places/gazetteer";
import type { AdaptedMigration } from "./index";

/**
 * Existing birth places typed as free text: where the text names exactly one place in the
 * gazetteer (or one district), its coordinates are stored and the Mangal dosha recomputed with the
 * lagna. The text stays as the family typed it; the others are left for the family to pick.
 */
export const m071BirthPlaceMatch: AdaptedMigration = () => ({
  async up(db) {
    let after = 0;
    for (;;) {
      const rows: {
        id: number;
        birth_place: string;
        date_of_birth: string;
        birth_time: string;
        birth_time_zone: string;
        mangal_declared: string | null;
      }[] = await db
        .selectFrom("profiles")
        .select(["id", "birth_place", "date_of_birth", "birth_time", "birth_time_zone", "mangal_declared"])
        .where("id", ">", after)
        .where("birth_place_ref", "is", null)
        .where("date_of_birth", "!=", "")
        .orderBy("id")
        .limit(500)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const place = matchFreeText(row.birth_place);
        if (!place) continue;
        const computed = birthChart({
          dateOfBirth: row.date_of_birth,
          birthTime: row.birth_time || null,
          timeZone: row.birth_time_zone,
          latitude: place.latitude,
          longitude: place.longitude,
        }).mangal.dosha;
        const effective = row.mangal_declared ? row.mangal_declared === "yes" : computed;
        await db
          .updateTable("profiles")
          .set({
            birth_place_ref: place.ref,
            birth_latitude: place.latitude,
            birth_longitude: place.longitude,
            mangal_dosha: effective === null ? null : Number(effective),
          })
          .where("id", "=", row.id)
          .execute();
      }
      after = rows[rows.length - 1]?.id ?? after;
    }
  },
});
