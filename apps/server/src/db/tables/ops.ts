/** Operations: leases that keep each background job to one app server, and the backups made. */
import type { BackupStatus, BackupTrigger } from "@vv/shared/backup";
import type { Generated } from "kysely";

export interface JobLeasesTable {
  name: string;
  holder: string;
  /** Milliseconds since 1970. */
  expires_at: number;
  last_run_at: number | null;
}

/** Backups made or attempted (the last ones are reported on the admin dashboard). */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  status: BackupStatus;
  trigger: BackupTrigger;
  /** Archive file name inside BACKUP_DIR. */
  file: string | null;
  bytes: number | null;
  error: string | null;
}
