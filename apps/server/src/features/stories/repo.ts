import { ROW_STATUS } from "@vv/shared/statuses";
import type { ExpressionBuilder, Insertable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { Database, SuccessStoriesTable } from "../../db/schema";

/** Both profiles of a story still exist for the family and the portal (not deleted, not erased). */
function bothProfilesLive(eb: ExpressionBuilder<Database, "success_stories">) {
  const live = (column: "success_stories.profile_id" | "success_stories.partner_profile_id") =>
    eb.exists(
      eb
        .selectFrom("profiles")
        .select(eb.lit(1).as("live"))
        .whereRef("profiles.id", "=", column)
        .where("profiles.erased_at", "is", null)
        .where("profiles.row_status", "!=", ROW_STATUS.deleted),
    );
  return eb.and([live("success_stories.profile_id"), live("success_stories.partner_profile_id")]);
}

/** Success stories (SQL only). */
export function storiesRepo(db: DB) {
  return {
    profile: (id: number) => db.selectFrom("profiles").selectAll().where("id", "=", id).executeTakeFirst(),
    profiles: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("profiles")
            .selectAll()
            .where("id", "in", [...ids])
            .execute(),
    unlisted: (profileId: number) =>
      db.selectFrom("unlisted_profiles").selectAll().where("profile_id", "=", profileId).executeTakeFirst(),
    find: (id: number) =>
      db.selectFrom("success_stories").selectAll().where("id", "=", id).executeTakeFirst(),
    /** The story either profile is part of (a couple has one story). */
    ofProfile: (profileId: number) =>
      db
        .selectFrom("success_stories")
        .selectAll()
        .where((eb) => eb.or([eb("profile_id", "=", profileId), eb("partner_profile_id", "=", profileId)]))
        .orderBy("id")
        .executeTakeFirst(),
    async insert(row: Insertable<SuccessStoriesTable>) {
      return db.insertInto("success_stories").values(row).returningAll().executeTakeFirstOrThrow();
    },
    /** Moves a story on only from the status it was read in (false: someone else moved it first). */
    async advance(id: number, from: SuccessStoriesTable["status"], patch: Updateable<SuccessStoriesTable>) {
      const done = await db
        .updateTable("success_stories")
        .set(patch)
        .where("id", "=", id)
        .where("status", "=", from)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },
    async delete(id: number) {
      const done = await db.deleteFrom("success_stories").where("id", "=", id).executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },
    /** Published stories of live profiles, newest decision first. */
    async published(limit: number, offset: number) {
      const base = db.selectFrom("success_stories").where("status", "=", "published").where(bothProfilesLive);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy("decided_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    /** What waits for the committee: both families agreed, oldest first. */
    awaitingCommittee: () =>
      db
        .selectFrom("success_stories")
        .selectAll()
        .where("status", "=", "awaitingCommittee")
        .where(bothProfilesLive)
        .orderBy("partner_agreed_at")
        .limit(200)
        .execute(),
    countAwaitingCommittee: async () =>
      Number(
        (
          await db
            .selectFrom("success_stories")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("status", "=", "awaitingCommittee")
            .where(bothProfilesLive)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** The story that shows this photo, if any. */
    byPhoto: (photoId: string) =>
      db.selectFrom("success_stories").selectAll().where("photo_id", "=", photoId).executeTakeFirst(),
    photoInUse: async (photoId: string) =>
      (await db
        .selectFrom("profiles")
        .select("id")
        .where((eb) => eb.or([eb("photo_id", "=", photoId), eb("pending_photo_id", "=", photoId)]))
        .executeTakeFirst()) !== undefined ||
      (await db
        .selectFrom("success_stories")
        .select("id")
        .where("photo_id", "=", photoId)
        .executeTakeFirst()) !== undefined,
  };
}
export type StoriesRepo = ReturnType<typeof storiesRepo>;
