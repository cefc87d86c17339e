import type { AdaptedMigration } from "./index";

/**
 * Background jobs run once across all app servers: before each run a server claims the job's lease
 * row (platform/job-leases.ts); whoever holds an unexpired lease runs it, the others skip.
 */
export const m035JobLeases: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .createTable("job_leases")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("holder", "text", (c) => c.notNull())
      // Milliseconds since 1970 (both dialects compare plain integers).
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("last_run_at", "bigint")
      .execute();
  },
});
