import { partnerPreferencesSchema } from "@vv/shared/preferences";
import type { FastifyInstance } from "fastify";
import { toColumns } from "../features/preferences/columns";

/**
 * Demo matchmaking: partner preferences on the first two demo members' profiles, and visits to
 * them from other demo families (so "who viewed" has entries). Safe to run again.
 */
export async function seedDemoMatchmaking(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const owners = await db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.owner_user_id", "users.id")
    .select(["users.id as userId", "users.mobile", "profiles.id as profileId", "profiles.gender"])
    .where(
      "users.mobile",
      "in",
      Array.from({ length: 10 }, (_, i) => String(9_000_000_010 + i)),
    )
    .where("profiles.row_status", "=", 1)
    .orderBy("users.mobile")
    .execute();
  let created = 0;
  for (const target of owners.filter((o) => o.mobile === "9000000010" || o.mobile === "9000000011")) {
    const values = partnerPreferencesSchema.parse({
      ageMin: 21,
      ageMax: 35,
      minGuna: 18,
      avoidNadiDosha: true,
    });
    const done = await db
      .insertInto("partner_preferences")
      .values(toColumns(target.profileId, values))
      .onConflict((oc) => oc.column("profile_id").doNothing())
      .executeTakeFirst();
    created += Number(done.numInsertedOrUpdatedRows ?? 0);
    for (const visitor of owners.filter((o) => o.gender !== target.gender).slice(0, 3)) {
      await db
        .insertInto("profile_views")
        .values({
          viewed_profile_id: target.profileId,
          viewer_user_id: visitor.userId,
          viewed_at: new Date(Date.now() - (created + 1) * 3_600_000).toISOString(),
        })
        .onConflict((oc) => oc.columns(["viewed_profile_id", "viewer_user_id"]).doNothing())
        .execute();
    }
  }
  return created;
}
