import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import { notBlockedWith } from "../blocks/sql";
import { listedAndActive } from "../visibility/listed-sql";

/**
 * The members' digital booklet's SQL: the event's registered candidates as any list shows them
 * (listed and active: approved, not held, paused or closed), none hidden from this viewer by a
 * block either way, of the genders the viewer browses.
 */
export function membersBookletRepo(db: DB) {
  return {
    entries: (eventId: number, viewerId: number, genders: readonly number[]) =>
      db
        .selectFrom("melava_registrations as r")
        .innerJoin("profiles", "profiles.id", "r.profile_id")
        .selectAll("profiles")
        .select(["r.id as registration_id", "r.event_number", "r.show_photo"])
        .where("r.event_id", "=", eventId)
        .where("r.status", "=", "registered")
        .where("profiles.gender", "in", [...genders])
        .where(listedAndActive)
        .where(notBlockedWith(viewerId))
        .orderBy("r.gender", "desc")
        .orderBy("r.event_number")
        .execute(),
    /** The viewer's own approved, active profiles (an interest is sent from one of them). */
    senders: (userId: number) =>
      db
        .selectFrom("profiles")
        .select(["id", "first_name", "last_name", "gender"])
        .where((eb) => eb.or([eb("owner_user_id", "=", userId), eb("associate_user_id", "=", userId)]))
        .where("registration_status", "=", "approved")
        .where("row_status", "=", ROW_STATUS.active)
        .orderBy("id")
        .execute(),
  };
}
export type MembersBookletRepo = ReturnType<typeof membersBookletRepo>;
export type MembersBookletRow = Awaited<ReturnType<MembersBookletRepo["entries"]>>[number];
