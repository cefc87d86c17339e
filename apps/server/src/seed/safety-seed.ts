import type { FastifyInstance } from "fastify";

const MARKER = "seed:trust-safety";

/**
 * Demo trust and safety data, applied once: a few notifications for demo members (already
 * read, so nobody's bell starts with a count), one open report of a demo family's profile by
 * 9000000016, and a block by 9000000018 of another demo family.
 */
export async function seedDemoSafety(app: FastifyInstance) {
  const db = app.database.db;
  const first = await db
    .insertInto("settings")
    .values({ key: MARKER, value: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return { notifications: 0, reports: 0, blocks: 0 };

  const members = await db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.owner_user_id", "users.id")
    .select([
      "users.id as user_id",
      "users.mobile",
      "profiles.id as profile_id",
      "profiles.gender",
      "profiles.first_name",
      "profiles.middle_name",
      "profiles.last_name",
      "profiles.registration_number",
    ])
    .where("users.mobile", "in", ["9000000010", "9000000011", "9000000012", "9000000016", "9000000018"])
    .orderBy("users.mobile")
    .execute();
  const read = new Date().toISOString();
  let notifications = 0;
  for (const m of members.filter((x) => ["9000000010", "9000000011", "9000000012"].includes(x.mobile))) {
    const profileName = [m.first_name, m.middle_name, m.last_name].filter(Boolean).join(" ");
    await db
      .insertInto("notifications")
      .values([
        { user_id: m.user_id, type: "account_verified", params: "{}", link: null, read_at: read },
        {
          user_id: m.user_id,
          type: "profile_approved",
          params: JSON.stringify({ profileName }),
          link: `/vadhuvar/${m.registration_number ?? m.profile_id}`,
          read_at: read,
        },
      ])
      .execute();
    notifications += 2;
  }

  /** A demo family's approved profile of the other gender (counted from the end of the list). */
  const familyFor = async (gender: number, skip: number) =>
    db
      .selectFrom("profiles")
      .innerJoin("users", "users.id", "profiles.owner_user_id")
      .select(["profiles.id", "profiles.owner_user_id"])
      .where("users.mobile", "like", "81%")
      .where("profiles.registration_status", "=", "approved")
      .where("profiles.row_status", "=", 1)
      .where("profiles.gender", "!=", gender)
      .orderBy("profiles.id", "desc")
      .offset(skip)
      .limit(1)
      .executeTakeFirst();

  let reports = 0;
  const reporter = members.find((m) => m.mobile === "9000000016");
  const reported = reporter && (await familyFor(reporter.gender, 0));
  if (reporter && reported) {
    await db
      .insertInto("reports")
      .values({
        reporter_user_id: reporter.user_id,
        profile_id: reported.id,
        reported_user_id: reported.owner_user_id,
        reason: "money_or_dowry",
        details:
          "The family asked on the phone for a 'registration fee' of ₹5,000 before sharing the horoscope.",
        outcome: null,
        remark: null,
        decided_by: null,
        decided_at: null,
      })
      .execute();
    reports = 1;
  }

  let blocks = 0;
  const blocker = members.find((m) => m.mobile === "9000000018");
  const blocked = blocker && (await familyFor(blocker.gender, 1));
  if (blocker && blocked) {
    await db
      .insertInto("blocks")
      .values({
        blocker_user_id: blocker.user_id,
        profile_id: blocked.id,
        blocked_user_id: blocked.owner_user_id,
        whole_family: 1,
      })
      .execute();
    blocks = 1;
  }
  return { notifications, reports, blocks };
}
