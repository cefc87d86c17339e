/**
 * The S3 adapter against a real S3-compatible server started here (s3rver): the storage contract,
 * and the portal on S3 — photo upload with its variants, reads with ETag / 304, deletion, the unused
 * photo sweep, and a backup restored onto an emptied bucket.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { testConfig } from "./config";
import { createDatabase } from "./db/database";
import { migrationProvider } from "./db/migrations/index";
import { createBackup, restoreBackup } from "./features/backup/service";
import { blobStorageContract } from "./platform/storage/contract";
import { createStorage, s3Storage } from "./platform/storage/index";
import type { BlobStorage } from "./platform/storage/types";
import { actor, uploadPhoto } from "./test/profile-helpers";

const BUCKET = "vv-photos";
const dir = mkdtempSync(join(tmpdir(), "vv-s3rver-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: join(dir, "store"),
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let endpoint = "";
const s3Settings = () => ({
  STORAGE_URL: `s3://${BUCKET}/portal`,
  S3_ENDPOINT: endpoint,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
});

beforeAll(async () => {
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function keys(storage: BlobStorage): Promise<string[]> {
  const out: string[] = [];
  for await (const key of storage.list()) out.push(key);
  return out.sort();
}

describe("S3 storage against an S3-compatible server", () => {
  blobStorageContract(() =>
    s3Storage({
      bucket: BUCKET,
      prefix: "contract",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    }),
  );

  it("stores photos with their variants, serves them with ETag / 304, deletes and sweeps them, and backs them up", async () => {
    // A database file (a restore swaps it), an app on S3.
    const url = `sqlite:${join(dir, "portal.db")}`;
    const config = testConfig({ WEB_DIST: "/nonexistent", DATABASE_URL: url, ...s3Settings() });
    let database = createDatabase(url);
    await database.migrate();
    let app = await buildApp(config, { database });
    try {
      const storage = app.services.storage;
      expect(storage.kind).toBe("s3");
      const owner = await actor(app);

      const kept = await uploadPhoto(app, owner);
      const photoKeys = (await keys(storage)).filter((k) => k.startsWith(`photos/${kept}/`));
      expect(photoKeys).toEqual([
        `photos/${kept}/card.jpg`,
        `photos/${kept}/card.webp`,
        `photos/${kept}/full.jpg`,
        `photos/${kept}/full.webp`,
        `photos/${kept}/thumb.jpg`,
        `photos/${kept}/thumb.webp`,
      ]);

      const thumb = `/api/v1/media/photos/${kept}/thumb.webp`;
      const first = await app.inject({ method: "GET", url: thumb, headers: owner.headers });
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toBe("image/webp");
      expect(first.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
      const etag = String(first.headers.etag);
      expect(etag).toBeTruthy();
      const again = await app.inject({
        method: "GET",
        url: thumb,
        headers: { ...owner.headers, "if-none-match": etag },
      });
      expect(again.statusCode).toBe(304);

      // A photo stored before card variants existed gets its card made on first request, kept in S3.
      for (const format of ["webp", "jpg"]) await storage.delete(`photos/${kept}/card.${format}`);
      const card = await app.inject({
        method: "GET",
        url: `/api/v1/media/photos/${kept}/card.jpg`,
        headers: owner.headers,
      });
      expect(card.statusCode).toBe(200);
      expect(card.headers["content-type"]).toBe("image/jpeg");
      expect((await keys(storage)).filter((k) => k.startsWith(`photos/${kept}/card.`))).toHaveLength(2);

      const removed = await uploadPhoto(app, owner);
      expect(await app.services.media.deletePhoto(removed)).toBe(true);
      expect((await keys(storage)).some((k) => k.startsWith(`photos/${removed}/`))).toBe(false);

      // The sweep removes photos nothing uses (here: all of them, as none belongs to a profile).
      const swept = await app.services.media.sweepUnused(new Date(Date.now() + 60_000));
      expect(swept.removed).toBeGreaterThanOrEqual(1);
      expect((await keys(storage)).some((k) => k.startsWith(`photos/${kept}/`))).toBe(false);

      // Backup and restore with S3: files come back byte for byte into an emptied bucket prefix.
      const backedUp = await uploadPhoto(app, owner);
      const before = new Map<string, Buffer>();
      for (const key of await keys(storage)) before.set(key, (await storage.get(key))?.body as Buffer);
      const result = await createBackup({ database, storage, dir: join(dir, "backups") });
      expect(result.manifest.fileCount).toBe(before.size);
      for (const key of before.keys()) await storage.delete(key);
      expect(await keys(storage)).toEqual([]);

      const target = createStorage(config);
      await app.close();
      const restored = await restoreBackup({
        file: result.file,
        database,
        storage: target,
        force: true,
        knownMigrations: Object.keys(await migrationProvider(database.adapter).getMigrations()),
        reopen: () => createDatabase(url),
      });
      database = restored.database;
      app = await buildApp(config, { database });
      expect(await keys(target)).toEqual([...before.keys()].sort());
      for (const [key, bytes] of before) expect((await target.get(key))?.body.equals(bytes), key).toBe(true);
      const served = await app.inject({
        method: "GET",
        url: `/api/v1/media/photos/${backedUp}/full.jpg`,
        headers: owner.headers,
      });
      expect(served.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  }, 60_000);
});

describe("the scale-out stack's s3rver (deploy/s3rver) as its image runs it", () => {
  // s3rver's continuation tokens use DES, which OpenSSL 3 leaves out unless its legacy provider is on:
  // without the image's flag this listing answers 500 past the first 1,000 objects.
  it("lists more than 1,000 objects (a page of 1,000, then its continuation token)", async () => {
    const data = mkdtempSync(join(tmpdir(), "vv-s3rver-image-"));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ["--openssl-legacy-provider", "deploy/s3rver/server.cjs"], {
      cwd: join(import.meta.dirname, "../../.."),
      env: {
        ...process.env,
        S3_ACCESS_KEY_ID: "vadhuvar",
        S3_SECRET_ACCESS_KEY: "a-long-enough-secret",
        S3_BUCKET: "listing",
        S3_PORT: String(port),
        S3_ADDRESS: "127.0.0.1",
        S3_DATA: data,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise((ready) => child.stdout?.once("data", ready));
      const storage = s3Storage({
        bucket: "listing",
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: "vadhuvar",
        secretAccessKey: "a-long-enough-secret",
      });
      const body = Buffer.from("x");
      const names = Array.from({ length: 1_001 }, (_, i) => `photos/${String(i).padStart(4, "0")}/card.webp`);
      for (let i = 0; i < names.length; i += 50)
        await Promise.all(names.slice(i, i + 50).map((key) => storage.put(key, body, "image/webp")));
      expect(await keys(storage)).toEqual(names);
    } finally {
      child.kill();
      rmSync(data, { recursive: true, force: true });
    }
  }, 120_000);
});
