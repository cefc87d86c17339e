/** Backups of the whole portal (database + stored files) and how the admin dashboard reports them. */
import { z } from "zod";

export const BACKUP_STATUS = { ok: "ok", failed: "failed" } as const;
export type BackupStatus = (typeof BACKUP_STATUS)[keyof typeof BACKUP_STATUS];

/** Who started a backup: the running portal's schedule, or `npm run backup`. */
export const BACKUP_TRIGGER = { schedule: "schedule", command: "command" } as const;
export type BackupTrigger = (typeof BACKUP_TRIGGER)[keyof typeof BACKUP_TRIGGER];

/** Why the dashboard warns: the last backup failed, the last good one is older than two intervals, or none yet. */
export const BACKUP_WARNING = { failed: "failed", stale: "stale", never: "never" } as const;
export type BackupWarning = (typeof BACKUP_WARNING)[keyof typeof BACKUP_WARNING];

const run = z.object({
  at: z.string(),
  status: z.enum([BACKUP_STATUS.ok, BACKUP_STATUS.failed]),
  trigger: z.enum([BACKUP_TRIGGER.schedule, BACKUP_TRIGGER.command]),
  /** Archive file name (not the path) and its size; null when the backup failed. */
  file: z.string().nullable(),
  bytes: z.number().int().nullable(),
});

export const backupStatusResponseSchema = z.object({
  /** Hours between scheduled backups; 0 when the portal makes none itself. */
  intervalHours: z.number(),
  keep: z.number().int(),
  lastRun: run.nullable(),
  lastSuccess: run.nullable(),
  warning: z.enum([BACKUP_WARNING.failed, BACKUP_WARNING.stale, BACKUP_WARNING.never]).nullable(),
});
export type BackupStatusResponse = z.infer<typeof backupStatusResponseSchema>;
