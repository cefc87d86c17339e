import type { DB } from "../../db/database";

export function blocksRepo(db: DB) {
  return {
    async insert(row: {
      blockerUserId: number;
      profileId: number;
      blockedUserId: number;
      wholeFamily: boolean;
    }) {
      await db
        .insertInto("blocks")
        .values({
          blocker_user_id: row.blockerUserId,
          profile_id: row.profileId,
          blocked_user_id: row.blockedUserId,
          whole_family: row.wholeFamily ? 1 : 0,
        })
        .onConflict((oc) => oc.columns(["blocker_user_id", "profile_id"]).doNothing())
        .execute();
    },

    async ownerRole(userId: number) {
      const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
      return row?.role;
    },

    async remove(blockerUserId: number, profileId: number): Promise<boolean> {
      const res = await db
        .deleteFrom("blocks")
        .where("blocker_user_id", "=", blockerUserId)
        .where("profile_id", "=", profileId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** The profiles a member blocked, newest first, with the names they were blocked under. */
    listBy(blockerUserId: number) {
      return db
        .selectFrom("blocks")
        .innerJoin("profiles", "profiles.id", "blocks.profile_id")
        .select([
          "blocks.profile_id",
          "blocks.created_at",
          "profiles.registration_number",
          "profiles.first_name",
          "profiles.middle_name",
          "profiles.last_name",
        ])
        .where("blocks.blocker_user_id", "=", blockerUserId)
        .orderBy("blocks.created_at", "desc")
        .execute();
    },
  };
}
export type BlocksRepo = ReturnType<typeof blocksRepo>;
