import { lineageKey } from "@vv/shared/lineage";
import type { Kysely } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * The gotra and devak as the matches compare them, computed in TypeScript and stored with the
 * profile: SQL's lower() folds non-ASCII letters on PostgreSQL but not on SQLite, so a comparison in
 * SQL left out different pairs on the two databases. Existing profiles get their keys here.
 */
export const m115LineageKeys: AdaptedMigration = () => ({
  async up(db) {
    for (const column of ["gotra_key", "devak_key"])
      await db.schema.alterTable("profiles").addColumn(column, "varchar(60)").execute();
    await backfillLineageKeys(db);
  },
});

/** Every profile's gotra_key and devak_key from its gotra and devak, 500 rows at a time. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function backfillLineageKeys(db: Kysely<any>) {
  let after = 0;
  for (;;) {
    const rows: { id: number; gotra: string | null; devak: string | null }[] = await db
      .selectFrom("profiles")
      .select(["id", "gotra", "devak"])
      .where("id", ">", after)
      .where((eb) => eb.or([eb("gotra", "is not", null), eb("devak", "is not", null)]))
      .orderBy("id")
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows)
      await db
        .updateTable("profiles")
        .set({ gotra_key: lineageKey(row.gotra) || null, devak_key: lineageKey(row.devak) || null })
        .where("id", "=", row.id)
        .execute();
    after = rows[rows.length - 1]?.id ?? after;
  }
}
