import type pg from "pg";
import { createDatabase, type DatabaseHandle } from "../db/database";
import { newPostgresSchema } from "./harness";

/**
 * A migrated portal database in a PostgreSQL schema of its own, opened twice (two app servers, or a
 * server and a CLI): both closed and the schema dropped afterwards. Needs TEST_POSTGRES_URL.
 */
export async function withPostgresSchema(
  run: (database: DatabaseHandle, other: DatabaseHandle, admin: pg.Client) => Promise<void>,
): Promise<void> {
  const { url, schema, admin, drop } = await newPostgresSchema();
  const database = createDatabase(url, { pgSchema: schema });
  const other = createDatabase(url, { pgSchema: schema });
  try {
    await database.migrate();
    await run(database, other, admin);
  } finally {
    await database.close();
    await other.close();
    await drop();
  }
}

/** Waits until `check` holds (a notice from PostgreSQL arrives within milliseconds), at most `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (await check()) return true;
    await new Promise((ok) => setTimeout(ok, 10));
  }
  return check();
}
