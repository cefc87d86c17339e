import { sql } from "kysely";
import type { DB } from "../../db/database";

/** SQL for OTP challenges: one live challenge per number, attempts counted atomically. */
export function otpRepo(db: DB) {
  return {
    /** A new OTP replaces any earlier one for the number, with a fresh attempt count. */
    async put(mobile: string, codeHash: string, expiresAt: string) {
      const now = new Date().toISOString();
      await db
        .insertInto("otp_challenges")
        .values({ mobile, code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: now })
        .onConflict((oc) =>
          oc
            .column("mobile")
            .doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: now }),
        )
        .execute();
    },
    /**
     * Uses up one attempt of a live challenge and returns it; undefined when there is none left
     * (expired, used, or out of attempts). Counting before comparing keeps parallel guesses in check.
     */
    async claimAttempt(mobile: string, now: string, maxAttempts: number) {
      const claimed = await db
        .updateTable("otp_challenges")
        .set({ attempts: sql<number>`attempts + 1` })
        .where("mobile", "=", mobile)
        .where("attempts", "<", maxAttempts)
        .where("expires_at", ">", now)
        .returning(["code_hash", "attempts"])
        .executeTakeFirst();
      return claimed;
    },
    /** Expired challenges are useless; deleting them keeps numbers from lingering in the table. */
    async deleteExpired(now: string) {
      await db.deleteFrom("otp_challenges").where("expires_at", "<=", now).execute();
    },
    async find(mobile: string) {
      return db.selectFrom("otp_challenges").selectAll().where("mobile", "=", mobile).executeTakeFirst();
    },
    /** Deletes the challenge if it still holds this code; false when someone else used it first. */
    async consume(mobile: string, codeHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom("otp_challenges")
        .where("mobile", "=", mobile)
        .where("code_hash", "=", codeHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
export type OtpRepo = ReturnType<typeof otpRepo>;
