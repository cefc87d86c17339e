import { WHO_VIEWED_MAX } from "@vv/shared/matches";
import type { DB } from "../../db/database";
import { notBlockedWith } from "../blocks/sql";
import { managedProfileIds } from "../profiles/managed-sql";
import { notHeld } from "../visibility/holds-sql";

export function profileViewsRepo(db: DB) {
  return {
    /** One row per viewer and profile, holding the latest visit. */
    async record(viewerUserId: number, profileId: number, at: string): Promise<void> {
      await db
        .insertInto("profile_views")
        .values({ viewed_profile_id: profileId, viewer_user_id: viewerUserId, viewed_at: at })
        .onConflict((oc) =>
          oc.columns(["viewed_profile_id", "viewer_user_id"]).doUpdateSet({ viewed_at: at }),
        )
        .execute();
    },

    /**
     * The last viewers of a profile since a time (at most WHO_VIEWED_MAX), each with their own
     * approved, active profiles of the given genders; newest visit first.
     */
    viewersOf(profileId: number, since: string, genders: number[], familyUserId: number) {
      const recent = db
        .selectFrom("profile_views")
        .select(["viewer_user_id", "viewed_at"])
        .where("viewed_profile_id", "=", profileId)
        .where("viewed_at", ">=", since)
        .orderBy("viewed_at", "desc")
        .limit(WHO_VIEWED_MAX);
      return db
        .selectFrom(recent.as("pv"))
        .innerJoin("profiles", "profiles.owner_user_id", "pv.viewer_user_id")
        .selectAll("profiles")
        .select("pv.viewed_at")
        .where("profiles.registration_status", "=", "approved")
        .where("profiles.row_status", "=", 1)
        .where("profiles.gender", "in", genders.length ? genders : [-1])
        .where(notBlockedWith(familyUserId))
        .where(notHeld)
        .orderBy("pv.viewed_at", "desc")
        .orderBy("profiles.approved_at", "desc")
        .execute();
    },

    /** When the owner of a profile last viewed one of the profiles a user manages (since a time). */
    lastViewOfManagedBy(viewerUserId: number, managerUserId: number, since: string) {
      return db
        .selectFrom("profile_views")
        .innerJoin("profiles", "profiles.id", "profile_views.viewed_profile_id")
        .select([
          "profile_views.viewed_at",
          "profiles.first_name",
          "profiles.middle_name",
          "profiles.last_name",
        ])
        .where("profile_views.viewer_user_id", "=", viewerUserId)
        .where("profile_views.viewed_at", ">=", since)
        .where("profiles.row_status", "!=", 2)
        .where("profiles.id", "in", managedProfileIds(db, managerUserId))
        .orderBy("profile_views.viewed_at", "desc")
        .limit(1)
        .executeTakeFirst();
    },
  };
}
export type ProfileViewsRepo = ReturnType<typeof profileViewsRepo>;
