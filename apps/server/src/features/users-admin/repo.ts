import { TAB_VERIFICATION, type UserListQuery, type UserTab } from "@vv/shared/admin-users";
import { ROW_STATUS, VERIFICATION } from "@vv/shared/statuses";
import { type ExpressionBuilder, sql } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { Database } from "../../db/schema";

type Eb = ExpressionBuilder<Database, "users">;
type Filters = Pick<UserListQuery, "q" | "regionId">;

const SORT_COLUMNS = {
  createdAt: "created_at",
  updatedAt: "updated_at",
  mobile: "mobile",
  firstName: "first_name",
  lastName: "last_name",
} as const;

/** "98220 12345", "+91 98220-12345", "12345": the digits of a mobile number search, else null. */
export function mobileNeedle(q: string): string | null {
  if (!/^[+\d\s-]+$/.test(q)) return null;
  let digits = q.replace(/\D/g, "");
  if (digits.length > 10 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits || null;
}

/** SQL of the admin user list: tab, region, search by mobile or name, sorting, paging. */
export function adminUsersRepo(db: DB, adapter: DialectAdapter) {
  function matches(eb: Eb, filters: Filters) {
    const conditions = [];
    if (filters.regionId) conditions.push(eb("region_id", "=", filters.regionId));
    if (filters.q) {
      const digits = mobileNeedle(filters.q);
      if (digits) conditions.push(adapter.containsInsensitive(sql.ref("mobile"), digits));
      else {
        const firstLast = sql`${sql.ref("first_name")} || ' ' || ${sql.ref("last_name")}`;
        const lastFirst = sql`${sql.ref("last_name")} || ' ' || ${sql.ref("first_name")}`;
        conditions.push(
          eb.or([
            adapter.containsInsensitive(firstLast, filters.q),
            adapter.containsInsensitive(lastFirst, filters.q),
          ]),
        );
      }
    }
    return eb.and(conditions);
  }

  return {
    async list(query: UserListQuery) {
      const base = db
        .selectFrom("users")
        .where("is_verified", "=", TAB_VERIFICATION[query.tab])
        .where((eb) => matches(eb, query));
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy(SORT_COLUMNS[query.sort], query.dir)
          .orderBy("id", query.dir)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
      ]);
      return { total: Number(total), rows };
    },

    /** How many users each tab holds under the same region and search, in one query. */
    async counts(filters: Filters): Promise<Record<UserTab, number>> {
      const row = await db
        .selectFrom("users")
        .where((eb) => matches(eb, filters))
        .select((eb) => [
          eb.fn
            .sum<number>(eb.case().when("is_verified", "=", VERIFICATION.pending).then(1).else(0).end())
            .as("pending"),
          eb.fn
            .sum<number>(eb.case().when("is_verified", "=", VERIFICATION.verified).then(1).else(0).end())
            .as("approved"),
          eb.fn
            .sum<number>(eb.case().when("is_verified", "=", VERIFICATION.failed).then(1).else(0).end())
            .as("rejected"),
        ])
        .executeTakeFirstOrThrow();
      return {
        pending: Number(row.pending ?? 0),
        approved: Number(row.approved ?? 0),
        rejected: Number(row.rejected ?? 0),
      };
    },

    /** Names of the admins who wrote audit rows, for the history on the details page. */
    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("users")
        .select(["id", "first_name", "last_name", "mobile"])
        .where("id", "in", [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim() || r.mobile]));
    },
  };
}
export type AdminUsersRepo = ReturnType<typeof adminUsersRepo>;

/** Active super admins: the last one may not be demoted, deactivated or rejected. */
export async function countActiveSuperAdmins(db: DB): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "super_admin")
    .where("row_status", "=", ROW_STATUS.active)
    .where("is_verified", "=", VERIFICATION.verified)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
