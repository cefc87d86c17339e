import type { FastifyInstance } from "fastify";

/** Demo reviews by demo members (stars in halves), one with the committee's reply. */
const REVIEWS = [
  {
    mobile: "9000000010",
    halves: 10,
    text: "Our son's marriage was fixed through this portal. The committee checked every profile and the families met directly, without any middleman.",
    reply: "Congratulations to both families! Thank you for trusting the committee.",
  },
  {
    mobile: "9000000011",
    halves: 9,
    text: "समाजातीलच स्थळे एका ठिकाणी पाहता येतात, ही खूप चांगली सोय आहे. फोटो आणि माहिती नीट तपासलेली असते.",
    reply: null,
  },
  {
    mobile: "9000000012",
    halves: 8,
    text: "Easy to use on the phone. It would help if more profiles from Mumbai were added.",
    reply: null,
  },
  {
    mobile: "9000000013",
    halves: 7,
    text: "मेळाव्याची माहिती वेळेवर मिळाली. प्रोफाइल मंजूर होण्यास थोडा वेळ लागला, पण समितीने फोनवर मदत केली.",
    reply: null,
  },
];

/** Adds the demo reviews whose authors exist and have none yet (so reseeding adds nothing twice). */
export async function seedDemoReviews(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const admin = await db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirst();
  let created = 0;
  for (const review of REVIEWS) {
    const user = await app.services.users.findByMobile(review.mobile);
    if (!user) continue;
    const existing = await db
      .selectFrom("reviews")
      .select("id")
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (existing) continue;
    const now = new Date().toISOString();
    await db
      .insertInto("reviews")
      .values({
        user_id: user.id,
        rating_halves: review.halves,
        text: review.text,
        reply: review.reply,
        reply_at: review.reply ? now : null,
        reply_by: review.reply ? (admin?.id ?? null) : null,
      })
      .execute();
    created++;
  }
  return created;
}
