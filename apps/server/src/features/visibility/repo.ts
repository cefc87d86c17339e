import type { Kysely } from "kysely";
import { prepared } from "../../db/prepared";
import type { Database } from "../../db/schema";
import { managedProfileIds } from "../profiles/managed-sql";

export function visibilityRepo(db: Kysely<Database>) {
  /** Profiles the user registered or, as associate, registered for a family. */
  const managed = (userId: number) => managedProfileIds(db, userId);

  // Every list and Matches answer asks this: built and compiled once (db/prepared.ts).
  const acceptedFromMine = prepared(db, (userId: number) =>
    db
      .selectFrom("interests")
      .select("to_profile_id as id")
      .where("status", "=", "accepted")
      .where("from_profile_id", "in", managed(userId)),
  );
  const acceptedToMine = prepared(db, (userId: number) =>
    db
      .selectFrom("interests")
      .select("from_profile_id as id")
      .where("status", "=", "accepted")
      .where("to_profile_id", "in", managed(userId)),
  );

  return {
    /** Profiles with an accepted interest with one of the user's profiles (either direction). */
    async acceptedPartnersOf(userId: number): Promise<number[]> {
      const [sent, received] = await Promise.all([acceptedFromMine(userId), acceptedToMine(userId)]);
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

    /**
     * Counts this profile once against the viewer's day (whatever the way: details or PDF) unless it
     * was counted already; false when that would pass `max`. The row goes in first and the day is
     * counted after, so two requests at once can never both slip past the cap.
     */
    async admitContactDay(viewerUserId: number, profileId: number, day: string, max: number) {
      const inserted = await db
        .insertInto("contact_view_days")
        .values({ viewer_user_id: viewerUserId, day, profile_id: profileId })
        .onConflict((oc) => oc.columns(["viewer_user_id", "day", "profile_id"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return true;
      const { n } = await db
        .selectFrom("contact_view_days")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("viewer_user_id", "=", viewerUserId)
        .where("day", "=", day)
        .executeTakeFirstOrThrow();
      if (Number(n) <= max) return true;
      await db
        .deleteFrom("contact_view_days")
        .where("viewer_user_id", "=", viewerUserId)
        .where("day", "=", day)
        .where("profile_id", "=", profileId)
        .execute();
      return false;
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
