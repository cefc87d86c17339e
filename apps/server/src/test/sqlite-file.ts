import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { createDatabase, type DatabaseHandle } from "../db/database";

/**
 * A migrated portal database in a SQLite file of its own, with a second connection to the same file
 * (another process, a CLI): both closed and the file removed afterwards.
 */
export async function withSqliteFile(
  run: (database: DatabaseHandle, other: SQLite.Database) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "vv-sqlite-file-"));
  const file = join(dir, "portal.db");
  const database = createDatabase(`sqlite:${file}`);
  const other = new SQLite(file);
  try {
    await database.migrate();
    await run(database, other);
  } finally {
    other.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
