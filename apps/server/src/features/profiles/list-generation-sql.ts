/**
 * The browse list's change counter (migration 058): triggers add one on every committed change to
 * what the list reads, so "nothing changed since" is one primary-key read.
 */
import { randomUUID } from "node:crypto";
import type { DB } from "../../db/database";
import { prepared } from "../../db/prepared";

/** Reads the counter as one opaque value ("epoch:n"); null when the row is missing (never cache then). */
export function listGenerationReader(db: DB): () => Promise<string | null> {
  const read = prepared(db, () =>
    db.selectFrom("list_generation").select(["n", "epoch"]).where("id", "=", 1),
  );
  return async () => {
    const [row] = await read();
    return row ? `${row.epoch}:${row.n}` : null;
  };
}

/** After a restore: the restored counter may repeat a value a running server already saw. */
export async function renewListGeneration(db: DB): Promise<void> {
  await db.updateTable("list_generation").set({ epoch: randomUUID() }).where("id", "=", 1).execute();
}
