import type { DB } from "../../db/database";
import { notBlockedWith } from "../blocks/sql";
import { listedAndActive } from "../visibility/listed-sql";

/**
 * Shortlisted us: the families whose wish list holds a profile, as its family may see them. A
 * family counts when it shows its shortlisting (users.shortlists_hidden = 0) and has a listed and
 * active profile of a gender the viewer browses that no block hides either way.
 */
export function shortlistsRepo(db: DB) {
  function families(profileId: number, genders: number[], familyUserId: number) {
    return db
      .selectFrom("wishlist")
      .innerJoin("users", "users.id", "wishlist.user_id")
      .where("wishlist.profile_id", "=", profileId)
      .where("users.shortlists_hidden", "=", 0)
      .where("wishlist.user_id", "!=", familyUserId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("profiles")
            .select("profiles.id")
            .whereRef("profiles.owner_user_id", "=", "wishlist.user_id")
            .where("profiles.gender", "in", genders.length ? genders : [-1])
            .where(listedAndActive)
            .where(notBlockedWith(familyUserId)),
        ),
      );
  }

  return {
    /** One page of shortlisting families (newest first) and how many there are in all. */
    async page(profileId: number, genders: number[], familyUserId: number, offset: number, limit: number) {
      const [count, rows] = await Promise.all([
        families(profileId, genders, familyUserId)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        families(profileId, genders, familyUserId)
          .select(["wishlist.user_id", "wishlist.created_at"])
          .orderBy("wishlist.created_at", "desc")
          .orderBy("wishlist.user_id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { total: Number(count.n), families: rows };
    },

    /** The listed profiles these families show the viewer (the same rule as page). */
    profilesOf(userIds: number[], genders: number[], familyUserId: number) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("profiles")
        .selectAll("profiles")
        .where("profiles.owner_user_id", "in", userIds)
        .where("profiles.gender", "in", genders.length ? genders : [-1])
        .where(listedAndActive)
        .where(notBlockedWith(familyUserId))
        .orderBy("profiles.approved_at", "desc")
        .execute();
    },

    async isHidden(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("shortlists_hidden")
        .where("id", "=", userId)
        .executeTakeFirst();
      return Number(row?.shortlists_hidden ?? 0) === 1;
    },

    async setHidden(userId: number, hidden: boolean): Promise<void> {
      await db
        .updateTable("users")
        .set({ shortlists_hidden: hidden ? 1 : 0, updated_at: new Date().toISOString() })
        .where("id", "=", userId)
        .execute();
    },
  };
}
export type ShortlistsRepo = ReturnType<typeof shortlistsRepo>;
