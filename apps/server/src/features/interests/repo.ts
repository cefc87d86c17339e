import { ROW_STATUS } from "@vv/shared/statuses";
import type { Insertable } from "kysely";
import type { DB } from "../../db/database";
import type { InterestStatus, InterestsTable } from "../../db/schema";
import { managedProfileIds } from "../profiles/managed-sql";
import type { ProfileRow } from "../profiles/repo";
import { heldAmong } from "../visibility/holds-sql";
import { unlistedAmong } from "../visibility/listed-sql";

const OPEN: InterestStatus[] = ["pending", "accepted"];

export function interestsRepo(db: DB) {
  /** Profiles the user registered or, as associate, registered for a family. */
  const managed = (userId: number) => managedProfileIds(db, userId);

  return {
    /** Pending interests past their day become "expired" (run before every read and write). */
    async expire(now: string) {
      await db
        .updateTable("interests")
        .set({ status: "expired", responded_at: now })
        .where("status", "=", "pending")
        .where("expires_at", "<", now)
        .execute();
    },

    async findById(id: number) {
      return db.selectFrom("interests").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** The open (pending or accepted) interest of a pair of profiles, either direction. */
    async findOpen(a: number, b: number) {
      return db
        .selectFrom("interests")
        .selectAll()
        .where("low_profile_id", "=", Math.min(a, b))
        .where("high_profile_id", "=", Math.max(a, b))
        .where("status", "in", OPEN)
        .executeTakeFirst();
    },

    /** The latest decline of a pair since `since`, either direction. */
    async lastDeclined(a: number, b: number, since: string) {
      return db
        .selectFrom("interests")
        .selectAll()
        .where("low_profile_id", "=", Math.min(a, b))
        .where("high_profile_id", "=", Math.max(a, b))
        .where("status", "=", "declined")
        .where("responded_at", ">=", since)
        .orderBy("responded_at", "desc")
        .executeTakeFirst();
    },

    /** The latest interest between any of the user's profiles and this one. */
    async latestWith(userId: number, profileId: number) {
      return db
        .selectFrom("interests")
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb("to_profile_id", "=", profileId), eb("from_profile_id", "in", managed(userId))]),
            eb.and([eb("from_profile_id", "=", profileId), eb("to_profile_id", "in", managed(userId))]),
          ]),
        )
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .executeTakeFirst();
    },

    async insert(row: Insertable<InterestsTable>) {
      return db.insertInto("interests").values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Changes a pending interest; false when it was no longer pending (a race or a double tap). */
    async respond(
      id: number,
      change: { status: InterestStatus; responder_user_id: number; reason_template?: string | null },
      now: string,
    ): Promise<boolean> {
      const done = await db
        .updateTable("interests")
        .set({ ...change, responded_at: now })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },

    /** Interests of the user's profiles: received (to ours), sent (from ours), or accepted (either). */
    async list(userId: number, box: "received" | "sent" | "accepted", limit = 200) {
      let q = db.selectFrom("interests").selectAll();
      if (box === "received") q = q.where("to_profile_id", "in", managed(userId));
      else if (box === "sent") q = q.where("from_profile_id", "in", managed(userId));
      else
        q = q
          .where("status", "=", "accepted")
          .where((eb) =>
            eb.or([eb("to_profile_id", "in", managed(userId)), eb("from_profile_id", "in", managed(userId))]),
          );
      return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
    },

    async counts(userId: number) {
      const count = (eb: ReturnType<typeof db.selectFrom<"interests">>) =>
        eb.select((e) => e.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const [received, sent, accepted] = await Promise.all([
        count(
          db
            .selectFrom("interests")
            .where("status", "=", "pending")
            .where("to_profile_id", "in", managed(userId)),
        ),
        count(
          db
            .selectFrom("interests")
            .where("status", "=", "pending")
            .where("from_profile_id", "in", managed(userId)),
        ),
        count(
          db
            .selectFrom("interests")
            .where("status", "=", "accepted")
            .where((eb) =>
              eb.or([
                eb("to_profile_id", "in", managed(userId)),
                eb("from_profile_id", "in", managed(userId)),
              ]),
            ),
        ),
      ]);
      return { received: Number(received.n), sent: Number(sent.n), accepted: Number(accepted.n) };
    },

    async profilesByIds(ids: readonly number[]): Promise<ProfileRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "in", [...new Set(ids)])
        .execute();
    },

    /** Profiles held away from other families (visibility/holds-sql.ts). */
    heldAmong: (ids: readonly number[]) => heldAmong(db, ids),
    unlistedAmong: (ids: readonly number[]) => unlistedAmong(db, ids),

    async findProfile(id: number): Promise<ProfileRow | undefined> {
      return db.selectFrom("profiles").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** The user's approved, active profiles (those that may send interests). */
    async approvedManaged(userId: number): Promise<ProfileRow[]> {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "in", managed(userId))
        .where("registration_status", "=", "approved")
        .where("row_status", "=", ROW_STATUS.active)
        .orderBy("id")
        .execute();
    },
  };
}
export type InterestsRepo = ReturnType<typeof interestsRepo>;
