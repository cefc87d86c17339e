import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditListQuery } from "@vv/shared/audit";
import type { DB } from "../../db/database";
import { auditRepo } from "./repo";
import { auditSubjects, subjectKey } from "./subjects-repo";

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ").trim();

function parseState(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The audit log as admins read it. */
export function auditService(db: DB) {
  const repo = auditRepo(db);
  return {
    async list(query: AuditListQuery) {
      const [{ rows, total }, facets] = await Promise.all([repo.list(query), repo.facets()]);
      const subjects = await auditSubjects(db, rows);
      const items: AuditEntry[] = rows.map((r) => ({
        id: r.id,
        entityType: r.entity_type,
        entityId: r.entity_id,
        subject: subjects.get(subjectKey(r.entity_type, r.entity_id)) ?? null,
        action: r.action,
        actor:
          r.actor_user_id === null
            ? null
            : {
                id: r.actor_user_id,
                name: name(r.actor_first_name, r.actor_last_name),
                mobile: r.actor_mobile ?? "",
              },
        before: parseState(r.before_state),
        after: parseState(r.after_state),
        remark: r.remark,
        createdAt: r.created_at,
      }));
      return {
        items,
        total,
        page: query.page,
        pageSize: AUDIT_PAGE_SIZE,
        actions: facets.actions,
        actors: facets.actors.map((a) => ({
          id: a.id,
          name: name(a.first_name, a.last_name),
          mobile: a.mobile,
        })),
      };
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
