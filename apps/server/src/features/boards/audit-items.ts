import type { AuditRow } from "../audit/repo";

/** Audit rows as the admin API shows them (JSON states parsed). */
export function auditItems(rows: AuditRow[]) {
  return rows.map((r) => ({
    id: r.id,
    actorUserId: r.actor_user_id,
    action: r.action,
    before: r.before_state ? JSON.parse(r.before_state) : null,
    after: r.after_state ? JSON.parse(r.after_state) : null,
    remark: r.remark,
    createdAt: r.created_at,
  }));
}
