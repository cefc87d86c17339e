import type { DB } from "../../db/database";

/**
 * The restricted store of erased registrations (SQL only): written inside the erasure's own
 * transaction, read by the super admin, purged once its 180 days are over.
 */
export function retentionRepo(db: DB) {
  return {
    search: (mobile: string, limit: number) =>
      db
        .selectFrom("retained_registrations")
        .selectAll()
        .where("mobile", "=", mobile)
        .orderBy("erased_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute(),

    /** Rows whose retention is over; the number deleted. */
    async purge(now: string, limit: number) {
      const due = await db
        .selectFrom("retained_registrations")
        .select("id")
        .where("purge_after", "<=", now)
        .limit(limit)
        .execute();
      if (due.length === 0) return 0;
      await db
        .deleteFrom("retained_registrations")
        .where(
          "id",
          "in",
          due.map((r) => r.id),
        )
        .execute();
      return due.length;
    },
  };
}
export type RetentionRepo = ReturnType<typeof retentionRepo>;

/**
 * Copies what the law asks to keep of one account into the restricted store; called by the erasure
 * inside its transaction, before the account's rows and consent records are deleted.
 */
export async function retainRegistration(trx: DB, userId: number, erasedAt: string, purgeAfter: string) {
  const user = await trx
    .selectFrom("users")
    .select(["mobile", "first_name", "last_name", "created_ip", "created_at", "deletion_requested_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return;
  const consents = await trx
    .selectFrom("consent_records")
    .select(["kind", "document", "terms_version", "privacy_version", "ip", "user_agent", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  await trx
    .insertInto("retained_registrations")
    .values({
      former_user_id: userId,
      mobile: user.mobile,
      first_name: user.first_name,
      last_name: user.last_name,
      created_ip: user.created_ip,
      registered_at: user.created_at,
      deletion_requested_at: user.deletion_requested_at,
      erased_at: erasedAt,
      purge_after: purgeAfter,
      consents: JSON.stringify(
        consents.map((c) => ({
          kind: c.kind,
          document: c.document,
          termsVersion: c.terms_version,
          privacyVersion: c.privacy_version,
          ip: c.ip,
          userAgent: c.user_agent,
          createdAt: c.created_at,
        })),
      ),
    })
    .execute();
}
