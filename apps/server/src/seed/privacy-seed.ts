import type { FastifyInstance } from "fastify";

const MARKER = "seed:privacy";
const OPEN_MEMBERS = Array.from({ length: 5 }, (_, i) => String(9_000_000_015 + i));

/**
 * Demo privacy choices, applied once: demo members 9000000010–9000000014 keep the default
 * (contact details for accepted interests only), 9000000015–9000000019 open them to all members; among
 * the demo families two in three show their numbers to all members (the rest keep the default) and every fifth keeps its photo for
 * accepted interests (so the blurred photo has something to show).
 */
export async function seedDemoPrivacy(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const first = await db
    .insertInto("settings")
    .values({ key: MARKER, value: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
  const open = await db
    .updateTable("profiles")
    .set({ contact_visibility: "members" })
    .where("owner_user_id", "in", db.selectFrom("users").select("id").where("mobile", "in", OPEN_MEMBERS))
    .executeTakeFirst();
  const families = await db
    .selectFrom("profiles")
    .innerJoin("users", "users.id", "profiles.owner_user_id")
    .select("profiles.id")
    .where("users.mobile", "like", "81%")
    .orderBy("profiles.id")
    .execute();
  const openFamilies = families.filter((_, i) => i % 3 !== 0).map((f) => f.id);
  const shyPhotos = families.filter((_, i) => i % 5 === 2).map((f) => f.id);
  if (openFamilies.length > 0)
    await db
      .updateTable("profiles")
      .set({ contact_visibility: "members" })
      .where("id", "in", openFamilies)
      .execute();
  if (shyPhotos.length > 0)
    await db
      .updateTable("profiles")
      .set({ photo_visibility: "accepted" })
      .where("id", "in", shyPhotos)
      .execute();
  return Number(open.numUpdatedRows ?? 0) + openFamilies.length;
}
