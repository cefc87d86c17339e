import type { BoardAction, BoardCounts, BoardReviewQuery, BoardStatus } from "@vv/shared/board-review";
import { BOARD_REVIEW_PAGE_SIZE } from "@vv/shared/board-review";
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { Database, UserRow, UsersTable } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { auditRepo } from "../audit/repo";
import { reviewTransition } from "./transitions";

/** The two boards the committee reviews: audit entity, owner column, columns the search looks in. */
const BOARDS = {
  jobs: { entity: "job", owner: "poster_user_id", search: ["title", "employer"] },
  businesses: { entity: "business", owner: "owner_user_id", search: ["name", "owner_name"] },
} as const;
export type BoardTable = keyof typeof BOARDS;

/** A row of the board with its poster's account. */
export type ReviewRow<T extends BoardTable> = Selectable<Database[T]> & {
  user_first_name: string;
  user_last_name: string;
  user_mobile: string;
};

/** The columns both boards share: enough to review either through one typed query builder. */
interface BoardCommon {
  id: number;
  status: BoardStatus;
  rejected_remark: string | null;
  approved_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Committee review of board posts: the list per tab with live counts, and decisions taken in one
 * transaction with their audit row (who, when, before -> after, remark).
 */
export function boardReview<T extends BoardTable>(
  database: DB,
  adapter: DialectAdapter,
  boardTable: T,
  ns: "jobs" | "business",
) {
  const { entity, owner, search } = BOARDS[boardTable];
  // One "board" table type with the shared columns; the SQL names the real table.
  const db = database.withTables<{ board: BoardCommon }>() as unknown as Kysely<{
    board: BoardCommon;
    users: UsersTable;
  }>;
  const board = boardTable as unknown as "board";
  const column = (name: string) => sql.ref(`${boardTable}.${name}`);

  async function counts(): Promise<BoardCounts> {
    const rows = await db
      .selectFrom(board)
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .execute();
    const out: BoardCounts = { pending: 0, approved: 0, rejected: 0 };
    for (const r of rows) out[r.status] = Number(r.n);
    return out;
  }

  return {
    counts,

    /** One page of a tab, newest first, with the poster's account; and the counts of all tabs. */
    async list(query: BoardReviewQuery) {
      let base = db.selectFrom(board).where(column("status"), "=", query.tab);
      if (query.q) {
        const needle = query.q;
        base = base.where((eb) =>
          eb.or(search.map((name) => adapter.containsInsensitive(column(name), needle))),
        );
      }
      const [{ total }, rows, tabCounts] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        base
          .innerJoin("users", (join) => join.onRef("users.id", "=", column(owner) as never))
          .selectAll(board)
          .select([
            "users.first_name as user_first_name",
            "users.last_name as user_last_name",
            "users.mobile as user_mobile",
          ])
          .orderBy(column("created_at"), "desc")
          .orderBy(column("id"), "desc")
          .limit(BOARD_REVIEW_PAGE_SIZE)
          .offset((query.page - 1) * BOARD_REVIEW_PAGE_SIZE)
          .execute(),
        counts(),
      ]);
      return { rows: rows as unknown as ReviewRow<T>[], total: Number(total), counts: tabCounts };
    },

    async decide(actor: UserRow, id: number, action: BoardAction, remark: string | undefined) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom(board)
          .select(["status", "rejected_remark", "approved_at"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) throw notFound(`${ns}:errors.notFound`);
        const patch = reviewTransition(row.status, action, remark, now);
        if (!patch) throw new AppError(409, "conflict", `${ns}:admin.notApplicable`);
        await trx
          .updateTable(board)
          .set({ ...patch, updated_at: now })
          .where("id", "=", id)
          .execute();
        const before = Object.fromEntries(
          Object.keys(patch).map((k) => [k, row[k as keyof typeof row] ?? null]),
        );
        await auditRepo(trx as unknown as DB).insert({
          actor_user_id: actor.id,
          entity_type: entity,
          entity_id: id,
          action,
          before_state: JSON.stringify(before),
          after_state: JSON.stringify(patch),
          remark: remark ?? null,
        });
      });
    },

    history: (id: number) => auditRepo(database).forEntity(entity, id),
  };
}
export type BoardReview<T extends BoardTable> = ReturnType<typeof boardReview<T>>;
