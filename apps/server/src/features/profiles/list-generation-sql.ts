/**
 * The browse list's change counter (migration 058): triggers add one on every committed change to
 * what the list reads, so "nothing changed since" is one primary-key read.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../../db/database";
import { prepared } from "../../db/prepared";

/** The counter as one opaque value ("epoch:n"), as a query or subquery; no row when it is missing. */
export function listGenerationValue(db: DB) {
  return db
    .selectFrom("list_generation")
    .select(sql<string>`epoch || ':' || n`.as("generation"))
    .where("id", "=", 1);
}

/** Reads the counter; null when the row is missing (nothing is kept then). */
export function listGenerationReader(db: DB): () => Promise<string | null> {
  const read = prepared(db, () => listGenerationValue(db));
  return async () => (await read())[0]?.generation ?? null;
}

/** After a restore: the restored counter may repeat a value a running server already saw. */
export async function renewListGeneration(db: DB): Promise<void> {
  await db.updateTable("list_generation").set({ epoch: randomUUID() }).where("id", "=", 1).execute();
}
