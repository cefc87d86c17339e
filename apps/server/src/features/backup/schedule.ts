import { BACKUP_TRIGGER } from "@vv/shared/backup";
import type { FastifyInstance } from "fastify";
import { startIntervalJob } from "../../platform/interval-job";
import { createBackup, pruneBackups } from "./service";

/**
 * Every BACKUP_INTERVAL_HOURS (0: never) the running portal writes an archive into BACKUP_DIR, once
 * across app servers, records it for the dashboard and keeps the BACKUP_KEEP newest archives.
 */
export function startScheduledBackups(app: FastifyInstance) {
  const { BACKUP_INTERVAL_HOURS, BACKUP_DIR, BACKUP_KEEP } = app.config;
  startIntervalJob(app, "scheduled backup", Math.round(BACKUP_INTERVAL_HOURS * 3_600_000), async () => {
    const result = await app.services.backups.run(BACKUP_TRIGGER.schedule, () =>
      createBackup({ database: app.database, storage: app.services.storage, dir: BACKUP_DIR }),
    );
    const removed = await pruneBackups(BACKUP_DIR, BACKUP_KEEP);
    app.log.info({ file: result.file, bytes: result.bytes, removed: removed.length }, "backup written");
  });
}
