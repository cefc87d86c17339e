import { randomUUID } from "node:crypto";
import type { AdaptedMigration } from "./index";

/**
 * A counter of changes to what the browse list reads: every committed write to these
 * tables adds one, so a list answer kept under the counter's value is exact until the next change.
 * `epoch` changes when a backup is restored (the counter may then go back to a value already seen).
 */
export const LIST_INPUT_TABLES_058 = [
  "profiles",
  "wishlist",
  "blocks",
  "report_holds",
  "interests",
  "users",
] as const;

export const m058ListGeneration: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .createTable("list_generation")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("n", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("epoch", "text", (c) => c.notNull())
      .execute();
    await db.insertInto("list_generation").values({ id: 1, n: 0, epoch: randomUUID() }).execute();
    await adapter.countChangesTo(db, "list_generation", LIST_INPUT_TABLES_058);
  },
});
