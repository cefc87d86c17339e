/** Making a backup and recording it (backup_runs), and the status the admin dashboard shows. */
import { basename } from "node:path";
import {
  BACKUP_STATUS,
  BACKUP_WARNING,
  type BackupStatusResponse,
  type BackupTrigger,
} from "@vv/shared/backup";
import type { BackupRunsTable } from "../../db/schema";
import type { BackupRunsRepo } from "./repo";
import type { BackupResult } from "./service";

type Row = Omit<BackupRunsTable, "id"> & { id: number };

export function backupRuns(repo: BackupRunsRepo, settings: { intervalHours: number; keep: number }) {
  const view = (row: Row | null) =>
    row && {
      at: row.finished_at,
      status: row.status,
      trigger: row.trigger,
      file: row.file,
      bytes: row.bytes === null ? null : Number(row.bytes),
    };
  return {
    /** Runs `make`, records the outcome, and rethrows a failure after recording it. */
    async run(trigger: BackupTrigger, make: () => Promise<BackupResult>): Promise<BackupResult> {
      const started = new Date().toISOString();
      try {
        const result = await make();
        await repo.record({
          started_at: started,
          finished_at: new Date().toISOString(),
          status: BACKUP_STATUS.ok,
          trigger,
          file: basename(result.file),
          bytes: result.bytes,
          error: null,
        });
        return result;
      } catch (error) {
        await repo
          .record({
            started_at: started,
            finished_at: new Date().toISOString(),
            status: BACKUP_STATUS.failed,
            trigger,
            file: null,
            bytes: null,
            error: String((error as Error).message ?? error).slice(0, 2000),
          })
          .catch(() => undefined);
        throw error;
      }
    },
    async status(now = new Date()): Promise<BackupStatusResponse> {
      const [lastRun, lastSuccess] = await Promise.all([repo.last(), repo.lastSuccess()]);
      let warning: BackupStatusResponse["warning"] = null;
      if (lastRun?.status === BACKUP_STATUS.failed) warning = BACKUP_WARNING.failed;
      else if (settings.intervalHours > 0 && !lastSuccess) warning = BACKUP_WARNING.never;
      else if (
        settings.intervalHours > 0 &&
        lastSuccess &&
        now.getTime() - Date.parse(lastSuccess.finished_at) > 2 * settings.intervalHours * 3_600_000
      ) {
        warning = BACKUP_WARNING.stale;
      }
      return {
        intervalHours: settings.intervalHours,
        keep: settings.keep,
        lastRun: view(lastRun as Row | null),
        lastSuccess: view(lastSuccess as Row | null),
        warning,
      };
    },
    /** Seconds since the last successful backup (metrics), or null when there is none. */
    async ageSeconds(now = new Date()): Promise<number | null> {
      const last = await repo.lastSuccess();
      return last ? Math.max(0, (now.getTime() - Date.parse(last.finished_at)) / 1000) : null;
    },
  };
}
export type BackupRuns = ReturnType<typeof backupRuns>;
