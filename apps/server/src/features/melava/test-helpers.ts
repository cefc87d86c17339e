import type { FastifyInstance } from "fastify";
import type { Actor } from "../../test/profile-helpers";

const DAY = 86_400_000;
let serial = 1;

/** A valid event form: registration open now, the meet in ten days. */
export function eventInput(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    slug: `sambhajinagar-${Date.now().toString(36)}-${serial++}`,
    nameEn: "Vadhu-Var Parichay Melava 2026",
    nameMr: "वधू-वर परिचय मेळावा २०२६",
    startsAt: new Date(now + 10 * DAY).toISOString(),
    venueEn: "Tapadia Natya Mandir",
    venueMr: "तापडिया नाट्य मंदिर",
    address: "Nirala Bazar, Chhatrapati Sambhajinagar 431001",
    mapUrl: "https://maps.example.org/?q=tapadia",
    registrationOpensAt: new Date(now - DAY).toISOString(),
    registrationClosesAt: new Date(now + 8 * DAY).toISOString(),
    feeRupees: 0,
    upiAllowed: false,
    capacityBrides: null,
    capacityGrooms: null,
    bookletPageSize: "A4",
    bookletPerPage: 4,
    bookletLanguage: "mr",
    bringEn: "The entry pass and two photographs.",
    bringMr: "प्रवेशपत्र आणि दोन छायाचित्रे.",
    refundEn: "The fee is refunded when cancelled before registration closes.",
    refundMr: "नोंदणी बंद होण्यापूर्वी रद्द केल्यास शुल्क परत मिळते.",
    ...overrides,
  };
}

/** Creates (and by default publishes) an event through the admin API. */
export async function createEvent(
  app: FastifyInstance,
  admin: Actor,
  overrides: Record<string, unknown> = {},
  publish = true,
): Promise<{ id: number; slug: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/admin/melava",
    headers: admin.headers,
    payload: eventInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`event create failed: ${res.statusCode} ${res.body}`);
  const saved = res.json() as { id: number; slug: string };
  if (publish) {
    const pub = await app.inject({
      method: "POST",
      url: `/api/v1/admin/melava/${saved.id}/actions`,
      headers: admin.headers,
      payload: { action: "publish" },
    });
    if (pub.statusCode !== 200) throw new Error(`publish failed: ${pub.body}`);
  }
  return saved;
}
