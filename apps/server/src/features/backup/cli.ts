/**
 * `npm run backup [-- --dir DIR]`: writes one archive of the database and every stored file.
 * `npm run restore -- FILE [--force]`: restores one onto this portal (stop the portal first).
 * Both read the same settings as the server (DATABASE_URL, STORAGE_URL, BACKUP_DIR, …).
 */
import { BACKUP_TRIGGER } from "@vv/shared/backup";
import { loadConfig } from "../../config";
import { createDatabase } from "../../db/database";
import { listTables } from "../../db/dialect";
import { migrationProvider } from "../../db/migrations/index";
import { createStorage } from "../../platform/storage";
import { backupRunsRepo } from "./repo";
import { backupRuns } from "./runs";
import { createBackup, pruneBackups, restoreBackup } from "./service";

const [command, ...args] = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const config = loadConfig({ ...process.env, LOG_LEVEL: "error" });
const storage = createStorage(config);

async function backup() {
  const database = createDatabase(config.DATABASE_URL);
  try {
    // A backup never changes the database: no migrations here. The run is recorded for the dashboard
    // when the database already has the table for it.
    const recorded = (await listTables(database.db as never, database.adapter.name)).includes("backup_runs");
    const runs = backupRuns(backupRunsRepo(database.db), {
      intervalHours: config.BACKUP_INTERVAL_HOURS,
      keep: config.BACKUP_KEEP,
    });
    const dir = option("--dir") ?? config.BACKUP_DIR;
    const make = () => createBackup({ database, storage, dir });
    const result = recorded ? await runs.run(BACKUP_TRIGGER.command, make) : await make();
    const removed = flag("--no-prune") ? [] : await pruneBackups(dir, config.BACKUP_KEEP);
    const m = result.manifest;
    const rows = Object.values(m.database.counts).reduce((a, b) => a + b, 0);
    console.log(`Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`);
    console.log(
      `  database: ${m.database.dialect}, ${Object.keys(m.database.counts).length} tables, ${rows} rows`,
    );
    console.log(`  files: ${m.fileCount} (${(m.fileBytes / 1024 / 1024).toFixed(1)} MB)`);
    if (removed.length)
      console.log(`  older archives removed (BACKUP_KEEP=${config.BACKUP_KEEP}): ${removed.length}`);
    console.log("Copy it off this machine (e.g. rsync or rclone to another host).");
  } finally {
    await database.close().catch(() => undefined);
  }
}

async function restore() {
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new Error("usage: npm run restore -- FILE [--force]");
  const database = createDatabase(config.DATABASE_URL);
  const known = Object.keys(await migrationProvider(database.adapter).getMigrations());
  let current = database;
  try {
    const result = await restoreBackup({
      file,
      database,
      storage,
      force: flag("--force"),
      knownMigrations: known,
      reopen: () => {
        current = createDatabase(config.DATABASE_URL);
        return current;
      },
      log: (line) => console.log(line),
    });
    console.log(`Restored the backup of ${result.manifest.createdAt}. Start the portal again.`);
  } finally {
    await current.close().catch(() => undefined);
  }
}

try {
  if (command === "backup") await backup();
  else if (command === "restore") await restore();
  else throw new Error("usage: cli.ts backup|restore …");
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
