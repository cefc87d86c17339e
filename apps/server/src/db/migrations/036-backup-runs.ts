import type { AdaptedMigration } from "./index";

/** One row per backup the portal or `npm run backup` made (or tried): the dashboard reports the last. */
export const m036BackupRuns: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter
      .addIdColumn(db.schema.createTable("backup_runs"))
      .addColumn("started_at", adapter.timestampType, (c) => c.notNull())
      .addColumn("finished_at", adapter.timestampType, (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("trigger", "text", (c) => c.notNull())
      .addColumn("file", "text")
      .addColumn("bytes", "bigint")
      .addColumn("error", "text")
      .execute();
    await db.schema
      .createIndex("backup_runs_status_finished_idx")
      .on("backup_runs")
      .columns(["status", "finished_at"])
      .execute();
    await db.schema.createIndex("backup_runs_finished_idx").on("backup_runs").column("finished_at").execute();
  },
});
