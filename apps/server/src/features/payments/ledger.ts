import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../../db/database";
import type { GatewayResult } from "../../platform/payments";
import type { PaymentRow, PaymentsRepo } from "./repo";

export type ApplyOutcome = "settled" | "pending" | "unchanged" | "unknown";

/** A gateway never finished this attempt and has no record of it: after this long it has failed. */
export const ABANDONED_AFTER_MS = 30 * 60_000;

/**
 * Applies what a gateway said (callback or status API) to the ledger, exactly once:
 * INITIATED/PENDING -> SUCCESS/FAILED is a conditional update checked for affected rows, and the
 * profile becomes Done only from the update that changed it. A replayed, late or contradicting
 * answer about a decided attempt changes nothing.
 */
export function ledger(
  db: DB,
  repo: PaymentsRepo,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  /** A melava fee counts towards its registration, not the profile (features/melava). */
  melavaPaid?: () => (trx: DB, row: PaymentRow) => Promise<boolean>,
) {
  async function apply(providerName: string, result: GatewayResult): Promise<ApplyOutcome> {
    return db.transaction().execute(async (trx) => {
      const row = await repo.findByTransactionId(result.transactionId, trx);
      if (!row || row.provider !== providerName) return "unknown";
      if (row.status === "SUCCESS" || row.status === "FAILED") return "unchanged";
      const evidence = {
        provider_reference: result.providerReference ?? row.provider_reference,
        provider_code: result.code,
        raw_callback: result.raw,
        checked_at: new Date().toISOString(),
      };
      if (result.state === "PENDING") {
        await repo.settle(trx, row.id, "PENDING", evidence);
        return "pending";
      }
      if (result.state === "FAILED") {
        return (await repo.settle(trx, row.id, "FAILED", evidence)) ? "settled" : "unchanged";
      }
      // Paid, but not what we asked for: never counts; the committee sees it in the ledger.
      if (result.amountPaise !== row.amount_paise) {
        log.error(
          { transactionId: row.transaction_id, expected: row.amount_paise, reported: result.amountPaise },
          "payment amount differs from the ledger; not counted",
        );
        const changed = await repo.settle(trx, row.id, "FAILED", {
          ...evidence,
          provider_code: "AMOUNT_MISMATCH",
        });
        return changed ? "settled" : "unchanged";
      }
      if (!(await repo.settle(trx, row.id, "SUCCESS", evidence))) return "unchanged";
      await countTowardsProfile(trx, row);
      return "settled";
    });
  }

  /** Marks the profile paid if this success is the first; remembers which attempt counted. */
  async function countTowardsProfile(trx: DB, row: PaymentRow) {
    if (row.melava_registration_id !== null && melavaPaid) {
      if (await melavaPaid()(trx, row)) await repo.markCounted(trx, row.id);
      else
        log.warn(
          { transactionId: row.transaction_id },
          "second successful payment for a melava registration",
        );
      return;
    }
    if (await repo.markProfilePaid(trx, row.profile_id)) await repo.markCounted(trx, row.id);
    else
      log.warn(
        { transactionId: row.transaction_id },
        "second successful payment for an already paid profile",
      );
  }

  return { apply, countTowardsProfile };
}
export type Ledger = ReturnType<typeof ledger>;
