import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { managedProfileIds } from "../profiles/managed-sql";

export function visibilityRepo(db: Kysely<Database>) {
  /** Profiles the user registered or, as associate, registered for a family. */
  const managed = (userId: number) => managedProfileIds(db, userId);

  return {
    /** Profiles with an accepted interest with one of the user's profiles (either direction). */
    async acceptedPartnersOf(userId: number): Promise<number[]> {
      const [sent, received] = await Promise.all([
        db
          .selectFrom("interests")
          .select("to_profile_id as id")
          .where("status", "=", "accepted")
          .where("from_profile_id", "in", managed(userId))
          .execute(),
        db
          .selectFrom("interests")
          .select("from_profile_id as id")
          .where("status", "=", "accepted")
          .where("to_profile_id", "in", managed(userId))
          .execute(),
      ]);
      return [...sent, ...received].map((r) => r.id);
    },

    async recordContactView(row: {
      profileId: number;
      viewerUserId: number;
      via: "details" | "pdf";
      day: string;
      at: string;
    }) {
      await db
        .insertInto("contact_views")
        .values({
          profile_id: row.profileId,
          viewer_user_id: row.viewerUserId,
          via: row.via,
          day: row.day,
          viewed_at: row.at,
        })
        .execute();
    },

    /** Whether the viewer was already shown this profile's contacts (this way) on this day. */
    async viewedOn(viewerUserId: number, profileId: number, via: "details" | "pdf", day: string) {
      const hit = await db
        .selectFrom("contact_views")
        .select("id")
        .where("viewer_user_id", "=", viewerUserId)
        .where("day", "=", day)
        .where("profile_id", "=", profileId)
        .where("via", "=", via)
        .limit(1)
        .executeTakeFirst();
      return hit !== undefined;
    },

    /** Newest first: who was shown this profile's contact details. */
    async viewsOf(profileId: number, limit: number) {
      return db
        .selectFrom("contact_views")
        .innerJoin("users", "users.id", "contact_views.viewer_user_id")
        .select([
          "users.first_name as viewer_first_name",
          "users.last_name as viewer_last_name",
          "contact_views.via",
          "contact_views.viewed_at",
        ])
        .where("contact_views.profile_id", "=", profileId)
        .orderBy("contact_views.viewed_at", "desc")
        .orderBy("contact_views.id", "desc")
        .limit(limit)
        .execute();
    },

    /** Newest first: whose contact details this user was shown (the admin's user page). */
    async viewsBy(userId: number, limit: number) {
      return db
        .selectFrom("contact_views")
        .innerJoin("profiles", "profiles.id", "contact_views.profile_id")
        .select([
          "profiles.id as profile_id",
          "profiles.registration_number",
          "profiles.first_name",
          "profiles.last_name",
          "contact_views.via",
          "contact_views.viewed_at",
        ])
        .where("contact_views.viewer_user_id", "=", userId)
        .orderBy("contact_views.viewed_at", "desc")
        .orderBy("contact_views.id", "desc")
        .limit(limit)
        .execute();
    },
  };
}
export type VisibilityRepo = ReturnType<typeof visibilityRepo>;
