import type { DB } from "../../db/database";

export function settingsRepo(db: DB) {
  return {
    async all(): Promise<Record<string, string>> {
      const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    /** One key, inside the caller's transaction. */
    async putOne(key: string, value: string, now = new Date().toISOString()): Promise<void> {
      await db
        .insertInto("settings")
        .values({ key, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
        .execute();
    },
    async put(entries: Record<string, string>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [key, value] of Object.entries(entries)) {
          await trx
            .insertInto("settings")
            .values({ key, value })
            .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: new Date().toISOString() }))
            .execute();
        }
      });
    },
  };
}
export type SettingsRepo = ReturnType<typeof settingsRepo>;
