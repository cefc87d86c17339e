import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { DialectAdapter } from "../../db/dialect";

/** A where-clause: the needle appears (case-insensitively) in any of these columns. */
export function containsAny(adapter: DialectAdapter, columns: readonly string[], needle: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the expression builder of whichever board table
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or(columns.map((c) => adapter.containsInsensitive(sql.ref(c), needle)));
}

/** One page of a board's public list, newest first, and how many rows match in all. */
export async function newestPage<DB, TB extends keyof DB & string>(
  // biome-ignore lint/complexity/noBannedTypes: a query with no selections yet
  base: SelectQueryBuilder<DB, TB, {}>,
  page: number,
  pageSize: number,
) {
  const [counted, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(sql.ref("created_at"), "desc")
      .orderBy(sql.ref("id"), "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows, total: Number((counted as { total: number | string }).total) };
}
