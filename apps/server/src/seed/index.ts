import type { FastifyInstance } from "fastify";
import { seedDemoBoards } from "./boards-seed";
import { seedDemoCommittee } from "./committee-seed";
import { seedDemoContactMessages } from "./contact-seed";
import { seedDemoInterests } from "./interests-seed";
import { seedDemoMatchmaking } from "./matchmaking-seed";
import { seedDemoPrivacy } from "./privacy-seed";
import { seedDemoProfiles } from "./profiles-seed";
import { seedDemoRetained } from "./retained-seed";
import { seedDemoReviews } from "./reviews-seed";
import { seedDemoSafety } from "./safety-seed";
import { DEMO_USERS, seedDemoUsers } from "./users";

export { DEMO_USERS };

/**
 * Demo data for a fresh installation: safe to run again (nothing is duplicated or overwritten).
 * start.ts runs it in demo mode only (DEMO=true): on the first start, and on every start with
 * SEED_DEMO=true; `npm run seed` runs it by hand, also in demo mode only. Features add their own demo data here.
 */
export async function seedDemo(app: FastifyInstance, options: { profiles?: number } = {}) {
  const users = await seedDemoUsers(app);
  // Verified demo members get a profile of their own (so they may browse), approved.
  const members = DEMO_USERS.filter((u) => u.role === "member" && u.is_verified === 1 && u.row_status !== 0);
  const memberProfiles = await seedDemoProfiles(app, {
    count: members.length,
    offset: 100_000,
    ownerMobiles: members.map((u) => u.mobile),
    pendingEvery: 0,
  });
  const familyProfiles = await seedDemoProfiles(app, { count: options.profiles ?? 40 });
  const privacy = await seedDemoPrivacy(app);
  const interests = await seedDemoInterests(app);
  const contactMessages = await seedDemoContactMessages(app);
  const committee = await seedDemoCommittee(app);
  const reviews = await seedDemoReviews(app);
  const boards = await seedDemoBoards(app);
  const matchmaking = await seedDemoMatchmaking(app);
  const safety = await seedDemoSafety(app);
  const retained = await seedDemoRetained(app);
  // The committee's list of possible duplicates as the daily scan would have left it.
  const duplicates = await app.services.duplicateScan.run();
  return {
    users,
    profiles: { created: memberProfiles + familyProfiles },
    contactMessages,
    committee: { created: committee },
    reviews: { created: reviews },
    boards,
    matchmaking: { preferences: matchmaking },
    privacy: { openProfiles: privacy },
    interests: { created: interests },
    safety,
    retained: { created: retained },
    duplicates: { pairs: duplicates.found },
  };
}

export function demoAccountsSummary(): string {
  const rows = DEMO_USERS.map((u) => {
    const state =
      u.row_status === 0 ? "deactivated" : ["pending", "verified", "failed verification"][u.is_verified ?? 1];
    return `  ${u.mobile}  ${u.role}  ${u.first_name} ${u.last_name} (${state})`;
  });
  return `Demo accounts (OTP in the server log and at /api/v1/dev/outbox):\n${rows.join("\n")}`;
}
