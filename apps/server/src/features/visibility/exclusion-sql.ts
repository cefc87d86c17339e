/**
 * "This profile is none of the few hidden ones", written the way each database's planner reads best
 * (DialectAdapter.hiddenRowsLeftOutBy says why the two differ). Blocks, holds and unlisted profiles
 * all say it with this one helper.
 */
import type { ExpressionBuilder, SelectQueryBuilder } from "kysely";
import { sql } from "kysely";
import type { ExclusionStyle } from "../../db/dialect";
import type { Database } from "../../db/schema";

export function noneOf<T extends keyof Database>(
  eb: ExpressionBuilder<Database, "profiles">,
  style: ExclusionStyle,
  column: "profiles.id" | "profiles.owner_user_id",
  hidden: SelectQueryBuilder<Database, T, object>,
  /** The hidden table's column holding the values to leave out, qualified ("blocks.profile_id"). */
  hiddenColumn: `${T}.${string}`,
) {
  // The hidden table's column is named by a string the caller qualifies; Kysely cannot check a
  // reference built from a generic table name, hence the casts.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const hiddenRef = hiddenColumn as any;
  if (style === "set") return eb(column, "not in", hidden.select(hiddenRef));
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return eb.not(eb.exists(hidden.select(sql.lit(1).as("hidden")).whereRef(hiddenRef, "=", column as any)));
}
