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

    /** The longest-waiting pending profile and photo (each one index step), and how many waited since before `cutoff`. */
    async queue(cutoff: string) {
      const waitingProfiles = () => liveProfiles().where("registration_status", "=", "pending");
      const waitingPhotos = () =>
        liveProfiles()
          .where("registration_status", "=", "approved")
          .where((eb) => eb.or([eb("pending_photo_id", "is not", null), eb("photo_status", "=", "pending")]));
      const pick = ["id", "registration_number", "first_name", "middle_name", "last_name"] as const;
      const [profile, photo, overdueProfiles, overduePhotos] = await Promise.all([
        waitingProfiles()
          .select([...pick, "created_at as since"])
          .orderBy("created_at")
          .orderBy("id")
          .limit(1)
          .executeTakeFirst(),
        waitingPhotos()
          .select([...pick, "updated_at as since"])
          .orderBy("updated_at")
          .orderBy("id")
          .limit(1)
          .executeTakeFirst(),
        waitingProfiles()
          .where("created_at", "<", cutoff)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        waitingPhotos()
          .where("updated_at", "<", cutoff)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { profile, photo, overdue: Number(overdueProfiles.n) + Number(overduePhotos.n) };
    },
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
