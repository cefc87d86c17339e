import type { FastifyInstance } from "fastify";

/** Three demo messages for the committee's inbox; fixed request ids keep a second run from adding more. */
const DEMO_MESSAGES = [
  {
    request_id: "5e0c7a52-0d3b-4c8e-9a61-1f2b3c4d5e01",
    first_name: "Sunanda",
    last_name: "Gawande",
    mobile_or_email: "9822012001",
    subject: "नोंदणी शुल्क",
    message: "मुलाच्या प्रोफाइलसाठी नोंदणी शुल्क किती आहे आणि ते कसे भरायचे?",
    hoursAgo: 50,
  },
  {
    request_id: "5e0c7a52-0d3b-4c8e-9a61-1f2b3c4d5e02",
    first_name: "Prakash",
    last_name: "Bhende",
    mobile_or_email: "prakash.bhende@example.in",
    subject: "Photo not visible",
    message: "I uploaded a new photo for my daughter's profile two days ago; it still shows the old one.",
    hoursAgo: 26,
  },
  {
    request_id: "5e0c7a52-0d3b-4c8e-9a61-1f2b3c4d5e03",
    first_name: "Vandana",
    last_name: "Thakre",
    mobile_or_email: "9850012003",
    subject: "Melava date",
    message: "When is the next vadhu-var melava in Shegaon? We would like to attend with our son.",
    hoursAgo: 3,
  },
];

export async function seedDemoContactMessages(app: FastifyInstance): Promise<number> {
  let created = 0;
  const now = Date.now();
  for (const { hoursAgo, ...message } of DEMO_MESSAGES) {
    const result = await app.database.db
      .insertInto("contact_messages")
      .values({ ...message, created_at: new Date(now - hoursAgo * 3_600_000).toISOString() })
      .onConflict((oc) => oc.column("request_id").doNothing())
      .executeTakeFirst();
    created += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return created;
}
