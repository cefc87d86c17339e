/**
 * "Listed and active": the one rule for which profiles any list shows (browse, wish list, matches,
 * new-match notices, and anything that prints or exports a list such as an event booklet). A listed
 * profile is approved by the committee, active, not held (holds-sql.ts: report hold, account
 * awaiting deletion) and not out of the lists by the family's or the portal's hand (unlisted_profiles:
 * paused without an answer to "still looking?", paused by the family, engaged or married).
 */

import { ROW_STATUS } from "@vv/shared/statuses";
import type { ExpressionBuilder } from "kysely";
import type { DB } from "../../db/database";
import type { ExclusionStyle } from "../../db/dialect";
import type { Database } from "../../db/schema";
import { noneOf } from "./exclusion-sql";
import { notHeld } from "./holds-sql";

/** A where clause on `profiles`: not paused and not closed. */
export function notUnlisted(eb: ExpressionBuilder<Database, "profiles">, style: ExclusionStyle = "set") {
  // Like notHeld: the ids are read once per query (or anti-joined), the browse indexes stay covering.
  return noneOf(eb, style, "profiles.id", eb.selectFrom("unlisted_profiles"), "unlisted_profiles.profile_id");
}

/** The part of "listed" a list adds to its own approved/active/gender columns: not held, not unlisted. */
export function inTheLists(eb: ExpressionBuilder<Database, "profiles">, style: ExclusionStyle = "set") {
  return eb.and([notHeld(eb, style), notUnlisted(eb, style)]);
}

/**
 * A where clause on `profiles`: listed and active (approved, active, not held, not paused, not
 * closed). Every list of profiles, present or future, filters with it.
 */
export function listedAndActive(eb: ExpressionBuilder<Database, "profiles">) {
  return eb.and([
    eb("profiles.registration_status", "=", "approved"),
    eb("profiles.row_status", "=", ROW_STATUS.active),
    inTheLists(eb),
  ]);
}

/** Which of these profiles are paused or closed (the reason per profile). */
export async function unlistedAmong(db: DB, profileIds: readonly number[]) {
  if (profileIds.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom("unlisted_profiles")
    .select(["profile_id", "reason"])
    .where("profile_id", "in", [...new Set(profileIds)])
    .execute();
  return new Map(rows.map((r) => [r.profile_id, r.reason]));
}
