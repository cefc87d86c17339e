import type { AdaptedMigration } from "./index";

/** Gotra, devak and kuldaivat on the profile (optional; the committee's lists are in settings). */
export const m073Lineage: AdaptedMigration = () => ({
  async up(db) {
    for (const column of ["gotra", "devak", "kuldaivat"])
      await db.schema.alterTable("profiles").addColumn(column, "varchar(60)").execute();
  },
});
