import { REGISTRATION_RETENTION_DAYS, type RetainedRegistration } from "@vv/shared/data-rights";
import { z } from "zod";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { auditRepo } from "../audit/repo";
import type { RetentionRepo } from "./repo";

const DAY = 86_400_000;
const SEARCH_LIMIT = 20;
const PURGE_BATCH = 200;

const storedConsents = z.array(
  z.object({
    kind: z.string(),
    document: z.string().nullable().catch(null),
    termsVersion: z.number(),
    privacyVersion: z.number(),
    ip: z.string(),
    userAgent: z.string(),
    createdAt: z.string(),
  }),
);

/** When a registration erased at `erasedAt` leaves the restricted store. */
export const purgeAfter = (erasedAt: Date) =>
  new Date(erasedAt.getTime() + REGISTRATION_RETENTION_DAYS * DAY).toISOString();

/**
 * IT Rules 2021 rule 3(1)(h): the minimum of an erased registration (mobile, names, creation IP,
 * consents, dates) stays for 180 days. Only the super admin reads it, each read audited with its
 * reason; the erasure job purges what is past its time.
 */
export function retentionService(db: DB, repo: RetentionRepo) {
  return {
    async search(admin: UserRow, body: { mobile: string; reason: string }): Promise<RetainedRegistration[]> {
      const rows = await repo.search(body.mobile, SEARCH_LIMIT);
      // One audit row per record read (or one for a search that found nothing): who looked, and why.
      const audit = auditRepo(db);
      for (const id of rows.length ? rows.map((r) => r.former_user_id) : [0]) {
        await audit.insert({
          actor_user_id: admin.id,
          entity_type: "user",
          entity_id: id,
          action: "readRetained",
          before_state: null,
          after_state: null,
          remark: body.reason,
        });
      }
      return rows.map((r) => ({
        id: r.id,
        mobile: r.mobile,
        firstName: r.first_name,
        lastName: r.last_name,
        createdIp: r.created_ip,
        registeredAt: r.registered_at,
        deletionRequestedAt: r.deletion_requested_at,
        erasedAt: r.erased_at,
        purgeAfter: r.purge_after,
        consents: storedConsents.catch([]).parse(JSON.parse(r.consents)),
      }));
    },

    /** Deletes every record whose 180 days are over at `now`; the number purged. */
    async purge(now = new Date()) {
      let total = 0;
      for (;;) {
        const n = await repo.purge(now.toISOString(), PURGE_BATCH);
        total += n;
        if (n < PURGE_BATCH) return total;
      }
    },
  };
}
export type RetentionService = ReturnType<typeof retentionService>;
