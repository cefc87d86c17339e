import type { UnlistedReason } from "@vv/shared/listing";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { InterestStatus } from "../../db/schema";
import { indiaDay } from "../../platform/india-time";

const OPEN: InterestStatus[] = ["pending", "accepted"];

/** Where a profile stands in the lists and in the "still looking?" cycle (SQL only). */
export function listingRepo(db: DB) {
  return {
    profile: (id: number) => db.selectFrom("profiles").selectAll().where("id", "=", id).executeTakeFirst(),
    profileByRegistrationNumber: (n: number) =>
      db.selectFrom("profiles").selectAll().where("registration_number", "=", n).executeTakeFirst(),
    unlisted: (profileId: number) =>
      db.selectFrom("unlisted_profiles").selectAll().where("profile_id", "=", profileId).executeTakeFirst(),
    freshness: (profileId: number) =>
      db.selectFrom("profile_freshness").selectAll().where("profile_id", "=", profileId).executeTakeFirst(),

    async unlist(
      profileId: number,
      row: {
        reason: UnlistedReason;
        since: string;
        resume_on?: string | null;
        partner_profile_id?: number | null;
        by_user_id?: number | null;
      },
    ) {
      const values = {
        reason: row.reason,
        since: row.since,
        resume_on: row.resume_on ?? null,
        partner_profile_id: row.partner_profile_id ?? null,
        by_user_id: row.by_user_id ?? null,
      };
      await db
        .insertInto("unlisted_profiles")
        .values({ profile_id: profileId, ...values })
        .onConflict((oc) => oc.column("profile_id").doUpdateSet(values))
        .execute();
    },
    /** Back in the lists; only when the stored reason is one of `reasons` (false: nothing changed). */
    async relist(profileId: number, reasons: readonly UnlistedReason[]): Promise<boolean> {
      const done = await db
        .deleteFrom("unlisted_profiles")
        .where("profile_id", "=", profileId)
        .where("reason", "in", [...reasons])
        .executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },

    /** "Still looking": confirmed now, nothing asked, active today; every link of the profile is spent. */
    async confirmed(profileId: number, at: string, byFamily = true) {
      if (byFamily)
        await db
          .updateTable("profiles")
          .set({ active_on: indiaDay(new Date(at)) })
          .where("id", "=", profileId)
          .execute();
      await db
        .insertInto("profile_freshness")
        .values({ profile_id: profileId, confirmed_at: at, asked_at: null, reminded_at: null })
        .onConflict((oc) =>
          oc.column("profile_id").doUpdateSet({ confirmed_at: at, asked_at: null, reminded_at: null }),
        )
        .execute();
      await db
        .updateTable("freshness_links")
        .set({ used_at: at })
        .where("profile_id", "=", profileId)
        .where("used_at", "is", null)
        .execute();
    },
    async asked(profileId: number, at: string) {
      await db
        .insertInto("profile_freshness")
        .values({ profile_id: profileId, confirmed_at: null, asked_at: at, reminded_at: null })
        .onConflict((oc) => oc.column("profile_id").doUpdateSet({ asked_at: at, reminded_at: null }))
        .execute();
    },
    async reminded(profileId: number, at: string) {
      await db
        .updateTable("profile_freshness")
        .set({ reminded_at: at })
        .where("profile_id", "=", profileId)
        .execute();
    },

    async addLink(profileId: number, tokenHash: string, expiresAt: string) {
      await db
        .insertInto("freshness_links")
        .values({ token_hash: tokenHash, profile_id: profileId, expires_at: expiresAt, used_at: null })
        .execute();
    },
    link: (tokenHash: string) =>
      db.selectFrom("freshness_links").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst(),
    /** Spends one unused, unexpired link; false when it was already used (a double tap) or expired. */
    async spendLink(tokenHash: string, at: string): Promise<boolean> {
      const done = await db
        .updateTable("freshness_links")
        .set({ used_at: at })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },

    /** Approved, active profiles in the lists, confirmed (or approved) at or before `before`, not asked. */
    dueToAsk: (before: string, limit: number) =>
      db
        .selectFrom("profiles as p")
        .leftJoin("profile_freshness as f", "f.profile_id", "p.id")
        .select(["p.id", "p.owner_user_id", "p.first_name", "p.middle_name", "p.last_name"])
        .where("p.registration_status", "=", "approved")
        .where("p.row_status", "=", ROW_STATUS.active)
        .where("p.erased_at", "is", null)
        .where("p.id", "not in", db.selectFrom("unlisted_profiles").select("profile_id"))
        .where("f.asked_at", "is", null)
        .where((eb) => eb(eb.fn.coalesce("f.confirmed_at", "p.approved_at"), "<=", before))
        .orderBy("p.id")
        .limit(limit)
        .execute(),
    /** Asked at or before `before`, not reminded, still in the lists and unanswered. */
    dueToRemind: (before: string, limit: number) =>
      db
        .selectFrom("profile_freshness as f")
        .innerJoin("profiles as p", "p.id", "f.profile_id")
        .select(["p.id", "p.owner_user_id", "p.first_name", "p.middle_name", "p.last_name", "f.asked_at"])
        .where("f.asked_at", "<=", before)
        .where("f.reminded_at", "is", null)
        .where("p.row_status", "=", ROW_STATUS.active)
        .where("p.id", "not in", db.selectFrom("unlisted_profiles").select("profile_id"))
        .orderBy("p.id")
        .limit(limit)
        .execute(),
    /** Asked at or before `before` and never answered: to be paused. */
    dueToPause: (before: string, limit: number) =>
      db
        .selectFrom("profile_freshness as f")
        .innerJoin("profiles as p", "p.id", "f.profile_id")
        .select(["p.id", "p.owner_user_id", "p.first_name", "p.middle_name", "p.last_name"])
        .where("f.asked_at", "<=", before)
        .where("p.registration_status", "=", "approved")
        .where("p.row_status", "=", ROW_STATUS.active)
        .where("p.id", "not in", db.selectFrom("unlisted_profiles").select("profile_id"))
        .orderBy("p.id")
        .limit(limit)
        .execute(),
    /** Family pauses whose day to come back is `day` or earlier. */
    dueToResume: (day: string, limit: number) =>
      db
        .selectFrom("unlisted_profiles as u")
        .innerJoin("profiles as p", "p.id", "u.profile_id")
        .select(["p.id", "p.owner_user_id", "p.first_name", "p.middle_name", "p.last_name"])
        .where("u.reason", "=", "family")
        .where("u.resume_on", "<=", day)
        .orderBy("p.id")
        .limit(limit)
        .execute(),

    /** The open (pending or accepted) interests of a profile, either direction. */
    openInterests: (profileId: number) =>
      db
        .selectFrom("interests")
        .select(["id", "from_profile_id", "to_profile_id"])
        .where((eb) => eb.or([eb("from_profile_id", "=", profileId), eb("to_profile_id", "=", profileId)]))
        .where("status", "in", OPEN)
        .execute(),
    /** Closes one open interest; false when it was no longer open. */
    async closeInterest(id: number, byUserId: number, at: string): Promise<boolean> {
      const done = await db
        .updateTable("interests")
        .set({ status: "closed", responded_at: at, responder_user_id: byUserId })
        .where("id", "=", id)
        .where("status", "in", OPEN)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },
  };
}
export type ListingRepo = ReturnType<typeof listingRepo>;
