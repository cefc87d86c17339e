import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../db/database";

/**
 * A migrated portal database in a PostgreSQL schema of its own, opened twice (two app servers, or a
 * server and a CLI): both closed and the schema dropped afterwards. Needs TEST_POSTGRES_URL.
 */
export async function withPostgresSchema(
  run: (database: DatabaseHandle, other: DatabaseHandle, admin: pg.Client) => Promise<void>,
): Promise<void> {
  const url = process.env.TEST_POSTGRES_URL as string;
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const database = createDatabase(url, { pgSchema: schema });
  const other = createDatabase(url, { pgSchema: schema });
  try {
    await database.migrate();
    await run(database, other, admin);
  } finally {
    await database.close();
    await other.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
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
