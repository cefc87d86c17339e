import { gunaMilan, moonPlacements } from "@vv/shared/kundli";
import type { AdaptedMigration } from "./index";

/**
 * Guna scores of every pair of Moon placements (36 x 36 rows), from the shared tables, so a match
 * list can rank and filter by guna in SQL. A test keeps the rows equal to gunaMilan().
 */
export const m046GunaScores: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .createTable("guna_scores")
      .addColumn("groom_nakshatra", "integer", (c) => c.notNull())
      .addColumn("groom_rashi", "integer", (c) => c.notNull())
      .addColumn("bride_nakshatra", "integer", (c) => c.notNull())
      .addColumn("bride_rashi", "integer", (c) => c.notNull())
      .addColumn("total_halves", "integer", (c) => c.notNull())
      .addColumn("nadi_dosha", "integer", (c) => c.notNull())
      .addColumn("bhakoot_dosha", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("guna_scores_pk", [
        "groom_nakshatra",
        "groom_rashi",
        "bride_nakshatra",
        "bride_rashi",
      ])
      .execute();
    const placements = moonPlacements();
    for (const groom of placements) {
      const rows = placements.map((bride) => {
        const r = gunaMilan(groom, bride);
        return {
          groom_nakshatra: groom.nakshatra,
          groom_rashi: groom.rashi,
          bride_nakshatra: bride.nakshatra,
          bride_rashi: bride.rashi,
          total_halves: Math.round(r.total * 2),
          nadi_dosha: r.nadiDosha ? 1 : 0,
          bhakoot_dosha: r.bhakootDosha ? 1 : 0,
        };
      });
      await db.insertInto("guna_scores").values(rows).execute();
    }
  },
});
