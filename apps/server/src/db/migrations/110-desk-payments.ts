import { replaceCheckConstraint } from "../dialect";
import type { AdaptedMigration } from "./index";

/**
 * The melava desk takes fees at the hall: cash, or a UPI transfer the committee member sees arrive
 * on the trust's phone. Both are recorded in the ledger as received (decided_by: who took it).
 */
export const m110DeskPayments: AdaptedMigration = (adapter) => ({
  async up(db) {
    await replaceCheckConstraint(
      db,
      adapter.name,
      "payments",
      "payments_provider_check",
      `"provider" in ('sandbox', 'phonepe', 'upi', 'cash', 'upi_desk')`,
    );
  },
});
