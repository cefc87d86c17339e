import type { FastifyInstance } from "fastify";

const MARKER = "seed:interests";
const DAY_MS = 86_400_000;

/** [from member, to member, status, days ago]: demo members' profiles (even mobiles brides, odd grooms). */
const DEMO_INTERESTS = [
  ["9000000011", "9000000010", "pending", 2],
  ["9000000013", "9000000010", "accepted", 6],
  ["9000000012", "9000000015", "pending", 1],
  ["9000000019", "9000000012", "pending", 3],
  ["9000000017", "9000000016", "accepted", 9],
] as const;

/**
 * Demo interests, written once: a few pending and accepted interests between the demo
 * members' profiles, so the Interests pages and the opened contact details have something to show.
 */
export async function seedDemoInterests(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const first = await db
    .insertInto("settings")
    .values({ key: MARKER, value: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
  const rows = await db
    .selectFrom("profiles")
    .innerJoin("users", "users.id", "profiles.owner_user_id")
    .select(["users.mobile", "users.id as userId", "profiles.id as profileId"])
    .where("users.mobile", "like", "900000001%")
    .orderBy("profiles.id")
    .execute();
  const byMobile = new Map(rows.map((r) => [r.mobile, r]));
  let created = 0;
  for (const [fromMobile, toMobile, status, daysAgo] of DEMO_INTERESTS) {
    const from = byMobile.get(fromMobile);
    const to = byMobile.get(toMobile);
    if (!from || !to) continue;
    const at = Date.now() - daysAgo * DAY_MS;
    await db
      .insertInto("interests")
      .values({
        from_profile_id: from.profileId,
        to_profile_id: to.profileId,
        low_profile_id: Math.min(from.profileId, to.profileId),
        high_profile_id: Math.max(from.profileId, to.profileId),
        sender_user_id: from.userId,
        status,
        note_template: "likedProfile",
        note_text: null,
        created_at: new Date(at).toISOString(),
        expires_at: new Date(at + 30 * DAY_MS).toISOString(),
        responded_at: status === "accepted" ? new Date(at + DAY_MS).toISOString() : null,
        responder_user_id: status === "accepted" ? to.userId : null,
      })
      .execute();
    created++;
  }
  return created;
}
