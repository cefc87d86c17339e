import type { Insertable } from "kysely";
import type { DB } from "../../db/database";
import type { SandboxCheckoutsTable } from "../../db/schema";

/** SQL of the sandbox gateway's checkouts (payments/sandbox.ts). */
export function sandboxCheckoutsRepo(db: DB) {
  return {
    find: (transactionId: string) =>
      db
        .selectFrom("sandbox_checkouts")
        .selectAll()
        .where("transaction_id", "=", transactionId)
        .executeTakeFirst(),

    async insert(row: Insertable<SandboxCheckoutsTable>) {
      await db.insertInto("sandbox_checkouts").values(row).execute();
    },

    /** A pending checkout paid or failed; a decided one stays as it is. */
    async decide(transactionId: string, state: "COMPLETED" | "FAILED", now: string) {
      await db
        .updateTable("sandbox_checkouts")
        .set({ state, updated_at: now })
        .where("transaction_id", "=", transactionId)
        .where("state", "=", "PENDING")
        .executeTakeFirst();
    },
  };
}
