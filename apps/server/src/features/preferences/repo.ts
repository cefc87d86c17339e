import type { DB } from "../../db/database";
import type { PreferencesRow, toColumns } from "./columns";

export function preferencesRepo(db: DB) {
  return {
    find(profileId: number): Promise<PreferencesRow | undefined> {
      return db
        .selectFrom("partner_preferences")
        .selectAll()
        .where("profile_id", "=", profileId)
        .executeTakeFirst();
    },

    async save(row: ReturnType<typeof toColumns>): Promise<void> {
      const { profile_id: _, ...rest } = row;
      await db
        .insertInto("partner_preferences")
        .values(row)
        .onConflict((oc) => oc.column("profile_id").doUpdateSet(rest))
        .execute();
    },
  };
}
export type PreferencesRepo = ReturnType<typeof preferencesRepo>;
