/**
 * Backup archives: one .tar.gz holding manifest.json, the database snapshot and every stored file
 * (by content hash: files/<sha256>), and restoring one onto an empty portal.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { DatabaseHandle } from "../../db/database";
import type { BlobStorage } from "../../platform/storage";
import { isValidStorageKey } from "../../platform/storage";
import { contentTypeOfKey } from "../../platform/storage/keys";
import { renewListGeneration } from "../profiles/list-generation-sql";
import {
  countTables,
  databaseHasData,
  restoreDatabase,
  type SnapshotInfo,
  snapshotDatabase,
} from "./snapshot";
import { createTarWriter, extractTar } from "./tar";

export const ARCHIVE_PREFIX = "vv-backup-";
export const ARCHIVE_SUFFIX = ".tar.gz";

export interface BackupManifest {
  format: 1;
  app: "vadhu-var-portal";
  appVersion: string;
  createdAt: string;
  database: SnapshotInfo & { sha256: string; bytes: number };
  /** Storage key → sha256 of its bytes (the archive entry is files/<sha256>). */
  files: Record<string, string>;
  fileCount: number;
  fileBytes: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** The portal's version from the root package.json (from the sources or the compiled bundle). */
function appVersion(): string {
  for (const up of ["../../../../..", "../../.."]) {
    try {
      const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, up, "package.json"), "utf8"));
      if (pkg.name === "vadhu-var-portal") return pkg.version ?? "unversioned";
    } catch {
      // not there: try the next place
    }
  }
  return "unversioned";
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * Writes a new archive into `dir`: the database snapshot first (consistent on its own), then every
 * stored file. Files written after the snapshot may be included (harmless); a file deleted between the
 * snapshot and its turn is reported in `missing` of the log, not an error.
 */
export async function createBackup(deps: {
  database: DatabaseHandle;
  storage: BlobStorage;
  dir: string;
  now?: Date;
}): Promise<BackupResult> {
  const now = deps.now ?? new Date();
  const dir = resolve(deps.dir);
  await mkdir(dir, { recursive: true });
  const work = await mkdtemp(join(dir, ".work-"));
  const name = `${ARCHIVE_PREFIX}${stamp(now)}-${randomBytes(3).toString("hex")}${ARCHIVE_SUFFIX}`;
  const partial = join(dir, `.${name}.partial`);
  try {
    const snapshotFile = join(work, "snapshot");
    const snapshot = await snapshotDatabase(deps.database, snapshotFile);
    const snapshotBytes = (await stat(snapshotFile)).size;
    const tar = createTarWriter(partial);
    try {
      const dbHash = await tar.addFile(snapshot.entry, snapshotFile, snapshotBytes);
      await rm(snapshotFile, { force: true });
      const files: Record<string, string> = {};
      const written = new Set<string>();
      let fileBytes = 0;
      for await (const key of deps.storage.list()) {
        const object = await deps.storage.get(key);
        if (!object) continue; // deleted since it was listed
        const hash = createHash("sha256").update(object.body).digest("hex");
        if (!written.has(hash)) {
          await tar.addBuffer(`files/${hash}`, object.body);
          written.add(hash);
        }
        files[key] = hash;
        fileBytes += object.body.length;
      }
      const manifest: BackupManifest = {
        format: 1,
        app: "vadhu-var-portal",
        appVersion: appVersion(),
        createdAt: now.toISOString(),
        database: { ...snapshot, sha256: dbHash, bytes: snapshotBytes },
        files,
        fileCount: Object.keys(files).length,
        fileBytes,
      };
      await tar.addBuffer("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await tar.finish();
      const file = join(dir, name);
      await rename(partial, file);
      return { file, bytes: (await stat(file)).size, manifest };
    } catch (error) {
      await tar.finish().catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Keeps the `keep` newest archives of `dir` and deletes the rest; returns the deleted names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(resolve(dir)).catch(() => [] as string[]))
    .filter((n) => n.startsWith(ARCHIVE_PREFIX) && n.endsWith(ARCHIVE_SUFFIX))
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const n of old) await rm(join(resolve(dir), n), { force: true });
  return old;
}

const ENTRY = /^(manifest\.json|database\/portal\.(sqlite|pgdump)|files\/[0-9a-f]{64})$/;

async function storageHasData(storage: BlobStorage): Promise<boolean> {
  for await (const _key of storage.list()) return true;
  return false;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations this version has that the archive did not (run after the restore). */
  newerMigrations: string[];
}

/**
 * Restores an archive onto this portal (which must be stopped). Refuses a portal that holds data
 * unless `force`, an archive whose checksums or counts do not match, and one from a newer version.
 * `reopen` opens the database again after an SQLite file swap; the result's handle is migrated.
 */
export async function restoreBackup(deps: {
  file: string;
  database: DatabaseHandle;
  storage: BlobStorage;
  force: boolean;
  knownMigrations: string[];
  reopen: () => DatabaseHandle;
  workDir?: string;
  log?: (line: string) => void;
}): Promise<RestoreResult & { database: DatabaseHandle }> {
  const log = deps.log ?? (() => {});
  const work = await mkdtemp(join(deps.workDir ?? resolve(deps.file, ".."), ".restore-"));
  try {
    log(`reading ${deps.file}`);
    const entries = await extractTar(resolve(deps.file), work, (name) => ENTRY.test(name));
    const manifestEntry = entries.get("manifest.json");
    if (!manifestEntry) throw new Error("not a portal backup: manifest.json is missing");
    const manifest = JSON.parse(await readFile(manifestEntry.path, "utf8")) as BackupManifest;
    if (manifest.format !== 1 || manifest.app !== "vadhu-var-portal")
      throw new Error("not a portal backup archive");

    // Checksums: the database snapshot and every file the manifest names.
    const dbEntry = entries.get(manifest.database.entry);
    if (!dbEntry || dbEntry.sha256 !== manifest.database.sha256) {
      throw new Error(`checksum mismatch: ${manifest.database.entry} is damaged or missing`);
    }
    for (const [key, hash] of Object.entries(manifest.files)) {
      if (!isValidStorageKey(key)) throw new Error(`the manifest names an invalid storage key: ${key}`);
      const entry = entries.get(`files/${hash}`);
      if (!entry || entry.sha256 !== hash)
        throw new Error(`checksum mismatch: the file of ${key} is damaged or missing`);
    }
    const unknown = manifest.database.migrations.filter((m) => !deps.knownMigrations.includes(m));
    if (unknown.length) {
      throw new Error(
        `this backup comes from a newer version of the portal (migrations ${unknown.join(", ")}): update first`,
      );
    }
    log(`checksums verified: database and ${manifest.fileCount} files`);

    if (!deps.force && ((await databaseHasData(deps.database)) || (await storageHasData(deps.storage)))) {
      throw new Error(
        "this portal already holds data: restore with --force to replace all of it with the backup",
      );
    }

    await restoreDatabase(deps.database, manifest.database, dbEntry.path, work);
    const database = deps.database.adapter.name === "sqlite" ? deps.reopen() : deps.database;
    const counts = await countTables(database, Object.keys(manifest.database.counts));
    for (const [table, expected] of Object.entries(manifest.database.counts)) {
      if (counts[table] !== expected) {
        throw new Error(`restored table ${table} has ${counts[table]} rows, the backup ${expected}`);
      }
    }
    log(`database restored: ${Object.keys(counts).length} tables`);

    for await (const key of deps.storage.list()) {
      if (!(key in manifest.files)) await deps.storage.delete(key);
    }
    for (const [key, hash] of Object.entries(manifest.files)) {
      const entry = entries.get(`files/${hash}`);
      await deps.storage.put(key, await readFile((entry as { path: string }).path), contentTypeOfKey(key));
    }
    log(`files restored: ${manifest.fileCount}`);

    const newerMigrations = deps.knownMigrations.filter((m) => !manifest.database.migrations.includes(m));
    await database.migrate();
    // Servers that kept list answers under the counter's value before the restore must not reuse them.
    await renewListGeneration(database.db);
    if (newerMigrations.length) log(`migrations run: ${newerMigrations.join(", ")}`);
    return { manifest, newerMigrations, database };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
