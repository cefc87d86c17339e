import type { ExpressionBuilder } from "kysely";
import type { DB } from "../../db/database";
import type { ExclusionStyle } from "../../db/dialect";
import type { Database } from "../../db/schema";
import { noneOf } from "../visibility/exclusion-sql";

/**
 * A where clause on `profiles` keeping only profiles not hidden from this viewer by a block, either
 * way: not a profile the viewer blocked (or, for a family that registered its own profiles, any
 * profile of that family), and no profile of a member who blocked the viewer.
 *
 *   db.selectFrom("profiles").selectAll().where(notBlockedWith(viewer.id))
 */
export function notBlockedWith(viewerUserId: number, style: ExclusionStyle = "set") {
  // Three sets of the viewer's few blocks: read once per query (or, on PostgreSQL, anti-joined; see
  // DialectAdapter.hiddenRowsLeftOutBy) rather than a lookup per profile row.
  return (eb: ExpressionBuilder<Database, "profiles">) =>
    eb.and([
      noneOf(
        eb,
        style,
        "profiles.id",
        eb.selectFrom("blocks").where("blocks.blocker_user_id", "=", viewerUserId),
        "blocks.profile_id",
      ),
      noneOf(
        eb,
        style,
        "profiles.owner_user_id",
        eb
          .selectFrom("blocks")
          .where("blocks.blocker_user_id", "=", viewerUserId)
          .where("blocks.whole_family", "=", 1),
        "blocks.blocked_user_id",
      ),
      noneOf(
        eb,
        style,
        "profiles.owner_user_id",
        eb.selectFrom("blocks").where("blocks.blocked_user_id", "=", viewerUserId),
        "blocks.blocker_user_id",
      ),
    ]);
}

/** Whether either account blocked the other (from any profile). */
export async function isBlockedBetween(db: DB, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom("blocks")
    .select("blocker_user_id")
    .where((eb) =>
      eb.or([
        eb.and([eb("blocker_user_id", "=", a), eb("blocked_user_id", "=", b)]),
        eb.and([eb("blocker_user_id", "=", b), eb("blocked_user_id", "=", a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a block hides this profile from this viewer (the same rule as notBlockedWith). */
export async function isProfileBlockedFor(db: DB, viewerUserId: number, profileId: number): Promise<boolean> {
  const row = await db
    .selectFrom("profiles")
    .select("profiles.id")
    .where("profiles.id", "=", profileId)
    .where(notBlockedWith(viewerUserId))
    .executeTakeFirst();
  return row === undefined;
}
