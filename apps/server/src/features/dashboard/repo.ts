import { ROW_STATUS, VERIFICATION } from "@vv/shared/statuses";
import type { DB } from "../../db/database";

/** The numbers behind the admin dashboard; every query is plain Kysely on both dialects. */
export function dashboardRepo(db: DB) {
  const liveProfiles = () => db.selectFrom("profiles").where("row_status", "!=", ROW_STATUS.deleted);
  return {
    /** Creation instants of the profiles registered since `since` (an ISO instant). */
    async createdSince(since: string): Promise<string[]> {
      const rows = await db
        .selectFrom("profiles")
        .select("created_at")
        .where("created_at", ">=", since)
        .execute();
      return rows.map((r) => r.created_at);
    },

    /** Closings (engaged, married) that name the other profile on the portal. */
    matchesMade: () =>
      db
        .selectFrom("unlisted_profiles")
        .select(["profile_id", "partner_profile_id", "since"])
        .where("reason", "in", ["engaged", "married"])
        .where("partner_profile_id", "is not", null)
        .execute(),

    byRegion: () =>
      liveProfiles()
        .select((eb) => ["region_id", eb.fn.countAll<number>().as("n")])
        .groupBy("region_id")
        .execute(),

    byGender: () =>
      liveProfiles()
        .select((eb) => ["gender", eb.fn.countAll<number>().as("n")])
        .groupBy("gender")
        .execute(),

    async pendingUsers(): Promise<number> {
      const row = await db
        .selectFrom("users")
        .where("is_verified", "=", VERIFICATION.pending)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type DashboardRepo = ReturnType<typeof dashboardRepo>;
