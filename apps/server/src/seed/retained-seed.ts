import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import type { FastifyInstance } from "fastify";
import { legalRepo } from "../features/legal/repo";

/** A former member whose account the erasure removed: what the law keeps of it, for the super admin. */
export const DEMO_FORMER_MEMBER = {
  mobile: "9000000090",
  first_name: "Sunita",
  last_name: "Jadhav",
} as const;

/**
 * Demo only, once: the former member signed up, accepted the Terms and Privacy Notice, then had the
 * account erased by the same erasure a deletion request ends in, so the super admin's "retained
 * registrations" page has one real record to find by number.
 */
export async function seedDemoRetained(app: FastifyInstance) {
  const db = app.database.db;
  const existing = await db
    .selectFrom("retained_registrations")
    .select("id")
    .where("mobile", "=", DEMO_FORMER_MEMBER.mobile)
    .executeTakeFirst();
  if (existing) return 0;
  const user = await db
    .insertInto("users")
    .values({ ...DEMO_FORMER_MEMBER, role: "member", is_verified: 1, created_ip: "127.0.0.1" } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  await legalRepo(db).record({
    userId: user.id,
    kind: "accept",
    documents: ["terms", "privacy"],
    termsVersion: SHIPPED_LEGAL_VERSIONS.terms.version,
    privacyVersion: SHIPPED_LEGAL_VERSIONS.privacy.version,
    declaration: true,
    ip: "127.0.0.1",
    userAgent: "demo seed",
  });
  await app.services.dataRights.eraseAccount(user.id);
  return 1;
}
