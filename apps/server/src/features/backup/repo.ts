import { BACKUP_STATUS } from "@vv/shared/backup";
import type { Insertable } from "kysely";
import type { DB } from "../../db/database";
import type { BackupRunsTable } from "../../db/schema";

export function backupRunsRepo(db: DB) {
  return {
    async record(run: Insertable<BackupRunsTable>) {
      await db.insertInto("backup_runs").values(run).execute();
    },
    async last() {
      return (
        (await db
          .selectFrom("backup_runs")
          .selectAll()
          .orderBy("finished_at", "desc")
          .orderBy("id", "desc")
          .executeTakeFirst()) ?? null
      );
    },
    async lastSuccess() {
      return (
        (await db
          .selectFrom("backup_runs")
          .selectAll()
          .where("status", "=", BACKUP_STATUS.ok)
          .orderBy("finished_at", "desc")
          .orderBy("id", "desc")
          .executeTakeFirst()) ?? null
      );
    },
  };
}
export type BackupRunsRepo = ReturnType<typeof backupRunsRepo>;
