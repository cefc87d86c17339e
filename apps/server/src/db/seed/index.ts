import type { FastifyInstance } from "fastify";
import { DEMO_USERS, seedDemoUsers } from "./users";

export { DEMO_USERS };

/**
 * Demo data for a fresh installation: safe to run again (nothing is duplicated or overwritten).
 * main.ts runs it on the first start outside production and on every start with SEED_DEMO=true;
 * `npm run seed` runs it by hand. Features add their own demo data here.
 */
export async function seedDemo(app: FastifyInstance) {
  const users = await seedDemoUsers(app);
  return { users };
}

export function demoAccountsSummary(): string {
  const rows = DEMO_USERS.map((u) => {
    const state =
      u.row_status === 0 ? "deactivated" : ["pending", "verified", "failed verification"][u.is_verified ?? 1];
    return `  ${u.mobile}  ${u.role}  ${u.first_name} ${u.last_name} (${state})`;
  });
  return `Demo accounts (OTP in the server log and at /api/v1/dev/outbox):\n${rows.join("\n")}`;
}
