/**
 * `npm run migrate-data -- --to DATABASE_URL --storage STORAGE_URL [--force]`: moves this portal's
 * database and stored files (DATABASE_URL, STORAGE_URL as the server reads them) to another database
 * and store, either kind either way, and compares everything afterwards. Stop the portal first.
 * S3_ENDPOINT, S3_REGION and the S3 keys apply to whichever side is an S3 store.
 */
import { performance } from "node:perf_hooks";
import { loadConfig } from "../../config";
import { createDatabase } from "../../db/database";
import { createStorage } from "../../platform/storage";
import { moveData } from "./service";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const USAGE = "usage: npm run migrate-data -- --to DATABASE_URL --storage STORAGE_URL [--force]";

async function main() {
  const to = option("--to");
  const storageUrl = option("--storage");
  if (!to || !storageUrl) throw new Error(USAGE);
  const config = loadConfig({ ...process.env, LOG_LEVEL: "error" });
  if (to === config.DATABASE_URL || storageUrl === config.STORAGE_URL)
    throw new Error(
      "the target must be another database and another store than DATABASE_URL and STORAGE_URL",
    );
  const source = { database: createDatabase(config.DATABASE_URL), storage: createStorage(config) };
  const target = {
    database: createDatabase(to),
    storage: createStorage({ ...config, STORAGE_URL: storageUrl }),
  };
  const started = performance.now();
  try {
    const report = await moveData({
      source,
      target,
      force: args.includes("--force"),
      log: (line) => console.log(line),
    });
    const rows = Object.values(report.tables).reduce((sum, t) => sum + t.rows, 0);
    const s = report.seconds;
    console.log(
      `Moved ${Object.keys(report.tables).length} tables (${rows} rows) and ${report.files.count} files ` +
        `(${(report.files.bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(rows ${s.rows.toFixed(1)} s, files ${s.files.toFixed(1)} s, comparing ${s.verify.toFixed(1)} s).`,
    );
    console.log(
      `Now set DATABASE_URL=${to.replace(/\/\/[^@/]*@/, "//…@")} and STORAGE_URL=${storageUrl}, then start the portal.`,
    );
  } finally {
    await source.database.close().catch(() => undefined);
    await target.database.close().catch(() => undefined);
  }
}

try {
  await main();
} catch (error) {
  console.error(`migrate-data failed: ${(error as Error).message}`);
  if (process.env.LOG_LEVEL === "debug") console.error(error);
  process.exitCode = 1;
}
