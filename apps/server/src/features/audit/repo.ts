import { AUDIT_PAGE_SIZE, type AuditListQuery } from "@vv/shared/audit";
import { unlistedAuditFields } from "@vv/shared/audit-fields";
import type { Insertable, Selectable } from "kysely";
import type { DB } from "../../db/database";
import type { AuditLogTable } from "../../db/schema";
import { indiaDayStart, nextDay } from "../../platform/india-time";

export type AuditRow = Selectable<AuditLogTable>;
export type NewAuditRow = Insertable<AuditLogTable>;

export function auditRepo(db: DB) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      // A field without a label would show as a raw column name: loud outside production.
      const unlisted = unlistedAuditFields(row.entity_type, row.before_state, row.after_state);
      if (unlisted.length > 0 && process.env.NODE_ENV !== "production") {
        throw new Error(
          `audit fields ${unlisted.join(", ")} of ${row.entity_type} are not in AUDIT_FIELDS (packages/shared/src/audit-fields.ts): list them and label them in both languages`,
        );
      }
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

    /** One page of the log, newest first, by entity type, action, actor and India-time days. */
    async list(query: AuditListQuery) {
      let base = db.selectFrom("audit_log as a");
      if (query.entityType) base = base.where("a.entity_type", "=", query.entityType);
      if (query.action) base = base.where("a.action", "=", query.action);
      if (query.actorId) base = base.where("a.actor_user_id", "=", query.actorId);
      if (query.from) base = base.where("a.created_at", ">=", indiaDayStart(query.from));
      if (query.to) base = base.where("a.created_at", "<", indiaDayStart(nextDay(query.to)));
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        base
          .leftJoin("users as u", "u.id", "a.actor_user_id")
          .selectAll("a")
          .select([
            "u.first_name as actor_first_name",
            "u.last_name as actor_last_name",
            "u.mobile as actor_mobile",
          ])
          .orderBy("a.created_at", "desc")
          .orderBy("a.id", "desc")
          .limit(AUDIT_PAGE_SIZE)
          .offset((query.page - 1) * AUDIT_PAGE_SIZE)
          .execute(),
      ]);
      return { total: Number(total), rows };
    },

    /** The actions and the actors the log holds, for the filter choices. */
    async facets() {
      const [actions, actors] = await Promise.all([
        db.selectFrom("audit_log").select("action").distinct().orderBy("action").execute(),
        db
          .selectFrom("users as u")
          .where((eb) =>
            eb.exists(
              eb.selectFrom("audit_log as a").select("a.id").whereRef("a.actor_user_id", "=", "u.id"),
            ),
          )
          .select(["u.id", "u.first_name", "u.last_name", "u.mobile"])
          .orderBy("u.first_name")
          .orderBy("u.id")
          .execute(),
      ]);
      return { actions: actions.map((a) => a.action), actors };
    },
  };
}
export type AuditRepo = ReturnType<typeof auditRepo>;
