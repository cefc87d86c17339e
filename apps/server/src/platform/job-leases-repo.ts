import { randomBytes } from "node:crypto";
import type { DB } from "../db/database";

/** This process's name in job_leases.holder. */
export const PROCESS_HOLDER = `${process.pid}-${randomBytes(6).toString("hex")}`;

/**
 * Leases in the shared database keep a background job to one app server per interval: a server
 * runs the job only after claiming its row, which succeeds only when the row is new or its lease has
 * expired. The lease is not given back after the run, so the other servers skip the whole interval.
 */
export type JobLeases = ReturnType<typeof jobLeasesRepo>;

export function jobLeasesRepo(db: DB, holder = PROCESS_HOLDER) {
  return {
    /** True when this holder now owns `name` until `now + leaseMs`. */
    async claim(name: string, leaseMs: number, now = Date.now()): Promise<boolean> {
      const expires = now + leaseMs;
      const inserted = await db
        .insertInto("job_leases")
        .values({ name, holder, expires_at: expires, last_run_at: now })
        .onConflict((oc) => oc.column("name").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
      const updated = await db
        .updateTable("job_leases")
        .set({ holder, expires_at: expires, last_run_at: now })
        .where("name", "=", name)
        .where("expires_at", "<=", now)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
    async get(name: string) {
      return (
        (await db.selectFrom("job_leases").selectAll().where("name", "=", name).executeTakeFirst()) ?? null
      );
    },
  };
}
