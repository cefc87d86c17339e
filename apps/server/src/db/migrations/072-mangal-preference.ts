import type { AdaptedMigration } from "./index";

/** The partner preference "Mangal dosha must match": a Mangal profile with a Mangal one, and so on. */
export const m072MangalPreference: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable("partner_preferences")
      .addColumn("mangal_must_match", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
