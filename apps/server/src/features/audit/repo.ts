import type { Insertable, Selectable } from "kysely";
import type { DB } from "../../db/database";
import type { AuditLogTable } from "../../db/schema";

export type AuditRow = Selectable<AuditLogTable>;
export type NewAuditRow = Insertable<AuditLogTable>;

export function auditRepo(db: DB) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insertInto("audit_log").values(row).execute();
    },
    forEntity(entityType: AuditRow["entity_type"], entityId: number) {
      return db
        .selectFrom("audit_log")
        .selectAll()
        .where("entity_type", "=", entityType)
        .where("entity_id", "=", entityId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },
  };
}
