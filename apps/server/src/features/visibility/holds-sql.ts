/**
 * Profiles held away from everyone but their family and the committee, in one place: a profile
 * reported by enough members (report_holds, until the committee decides) and every profile of an
 * account whose deletion is pending (the cooling-off: the family was told it is gone). Lists filter
 * with `notHeld`; the details page, PDF, photo files, interests and matches ask `heldAmong`.
 */
import type { ExpressionBuilder } from "kysely";
import type { DB } from "../../db/database";
import type { ExclusionStyle } from "../../db/dialect";
import type { Database } from "../../db/schema";
import { noneOf } from "./exclusion-sql";

/** A where clause on `profiles`: neither on report hold nor of an account awaiting deletion. */
export function notHeld(eb: ExpressionBuilder<Database, "profiles">, style: ExclusionStyle = "set") {
  // The few held ids and the few accounts awaiting deletion, read once per query (or anti-joined).
  return eb.and([
    noneOf(eb, style, "profiles.id", eb.selectFrom("report_holds"), "report_holds.profile_id"),
    noneOf(
      eb,
      style,
      "profiles.owner_user_id",
      eb.selectFrom("users").where("users.deletion_due_at", "is not", null),
      "users.id",
    ),
  ]);
}

/** Which of these profiles are held (the same rule as notHeld). */
export async function heldAmong(db: DB, profileIds: readonly number[]): Promise<Set<number>> {
  if (profileIds.length === 0) return new Set();
  const shown = await db
    .selectFrom("profiles")
    .select("profiles.id")
    .where("profiles.id", "in", [...new Set(profileIds)])
    .where((eb) => notHeld(eb))
    .execute();
  const open = new Set(shown.map((r) => r.id));
  return new Set(profileIds.filter((id) => !open.has(id)));
}
