/** The browse list's change counter on either side of a data move (migration 058). */
import { randomUUID } from "node:crypto";
import type { DB } from "../../db/database";

export async function readListGeneration(db: DB): Promise<{ n: number; epoch: string } | undefined> {
  const row = await db
    .selectFrom("list_generation")
    .select(["n", "epoch"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ? { n: Number(row.n), epoch: row.epoch } : undefined;
}

/**
 * The target continues the source's count under an epoch of its own: the load's writes moved its
 * counter, and a value a server kept answers under must never be seen again for other data.
 */
export async function continueListGeneration(db: DB, n: number): Promise<void> {
  await db.updateTable("list_generation").set({ n, epoch: randomUUID() }).where("id", "=", 1).execute();
}
