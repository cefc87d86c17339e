import { type ApprovalListQuery, type ApprovalTab, defaultSortDir } from "@vv/shared/approvals";
import { GRID_PAGE_SIZE } from "@vv/shared/constants";
import { ROW_STATUS } from "@vv/shared/statuses";
import { type ExpressionBuilder, sql } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { Database } from "../../db/schema";

type Eb = ExpressionBuilder<Database, "profiles">;

/** Which profiles each approvals tab holds (deleted profiles are in none). */
function inTab(eb: Eb, tab: ApprovalTab) {
  if (tab === "photos") {
    return eb.or([
      eb("pending_photo_id", "is not", null),
      eb.and([eb("photo_status", "=", "pending"), eb("registration_status", "=", "approved")]),
    ]);
  }
  return eb("registration_status", "=", tab);
}

const SORT_COLUMNS = {
  createdAt: "created_at",
  registrationNumber: "registration_number",
  name: "search_name",
} as const;

export function approvalsRepo(db: DB, adapter: DialectAdapter) {
  return {
    async list(query: ApprovalListQuery) {
      let base = db
        .selectFrom("profiles")
        .where("row_status", "!=", ROW_STATUS.deleted)
        .where((eb) => inTab(eb, query.tab));
      if (query.q) {
        const regNo = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
        const needle = query.q;
        base = base.where((eb) =>
          regNo !== null
            ? eb.or([
                eb("registration_number", "=", regNo),
                adapter.containsInsensitive(sql.ref("search_name"), needle),
              ])
            : adapter.containsInsensitive(sql.ref("search_name"), needle),
        );
      }
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy(SORT_COLUMNS[query.sort], query.dir ?? defaultSortDir(query.tab))
          .orderBy("id", query.dir ?? defaultSortDir(query.tab))
          .limit(GRID_PAGE_SIZE)
          .offset((query.page - 1) * GRID_PAGE_SIZE)
          .execute(),
      ]);
      return { total: Number(total), rows };
    },

    /** Live counts for the four tabs, in one query. */
    async counts(): Promise<Record<ApprovalTab, number>> {
      const row = await db
        .selectFrom("profiles")
        .where("row_status", "!=", ROW_STATUS.deleted)
        .select((eb) => [
          eb.fn
            .sum<number>(eb.case().when("registration_status", "=", "pending").then(1).else(0).end())
            .as("pending"),
          eb.fn
            .sum<number>(eb.case().when("registration_status", "=", "approved").then(1).else(0).end())
            .as("approved"),
          eb.fn
            .sum<number>(eb.case().when("registration_status", "=", "rejected").then(1).else(0).end())
            .as("rejected"),
          eb.fn.sum<number>(eb.case().when(inTab(eb, "photos")).then(1).else(0).end()).as("photos"),
        ])
        .executeTakeFirstOrThrow();
      return {
        pending: Number(row.pending ?? 0),
        approved: Number(row.approved ?? 0),
        rejected: Number(row.rejected ?? 0),
        photos: Number(row.photos ?? 0),
      };
    },

    findRow(profileId: number) {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "=", profileId)
        .where("row_status", "!=", ROW_STATUS.deleted)
        .executeTakeFirst();
    },

    /** A profile's decisions, newest first, with the acting admin's current name. */
    history(profileId: number) {
      return db
        .selectFrom("audit_log")
        .leftJoin("users", "users.id", "audit_log.actor_user_id")
        .selectAll("audit_log")
        .select(["users.first_name as actor_first_name", "users.last_name as actor_last_name"])
        .where("audit_log.entity_type", "=", "profile")
        .where("audit_log.entity_id", "=", profileId)
        .orderBy("audit_log.created_at", "desc")
        .orderBy("audit_log.id", "desc")
        .execute();
    },
  };
}
export type ApprovalsRepo = ReturnType<typeof approvalsRepo>;
