/**
 * The downtime of a data move: a portal of BENCH_PROFILES (10,000) approved profiles, each with its
 * own family account and photo (every variant the portal stores), plus the demo data (interests,
 * notifications, reviews, boards…), on SQLite and local disk; then `npm run migrate-data` to
 * PostgreSQL and an S3 store (s3rver in a process of its own), and back to SQLite and disk, each run
 * as the trust would run it (the command in a process of its own), timed from start to exit.
 *
 * Photos: 20 real ones go through the portal's own pipeline (sharp); each profile's photo is one of
 * them stored again under its own id, so every profile has its own files of real sizes.
 *
 * Run:  npx tsx bench/data-move.ts   (BENCH_STORAGE=disk: files to a second folder, not s3rver; BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 *       a database of its own is created there and dropped afterwards)
 * Report: bench/out/data-move.json and lines on stdout.
 */
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { createDatabase } from "../apps/server/src/db/database";
import { photoJpeg } from "../apps/server/src/features/media/fixtures";
import { newPhotoId } from "../apps/server/src/features/media/service";
import { inputToColumns } from "../apps/server/src/features/profiles/mapping";
import { seedDemo } from "../apps/server/src/seed/index";
import { demoProfileInput, seededRandom } from "../apps/server/src/seed/profile-factory";
import { profileInputSchema } from "../packages/shared/src/profile";
// @ts-expect-error plain ES module shared with the other benchmarks
import { ROOT } from "./portal-process.mjs";

const PROFILES = Number(process.env.BENCH_PROFILES ?? 10_000);
const PG_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dir = mkdtempSync(join(tmpdir(), "vv-bench-move-"));
const database = `vv_move_bench_${randomBytes(4).toString("hex")}`;
const targetUrl = PG_URL.replace(/\/[^/?]*(\?|$)/, `/${database}$1`);

async function seedPortal(url: string, uploads: string) {
  const config = testConfig({ WEB_DIST: "/nonexistent", DATABASE_URL: url, STORAGE_URL: `file:${uploads}` });
  const handle = createDatabase(url);
  await handle.migrate();
  const app = await buildApp(config, { database: handle });
  await seedDemo(app, { profiles: 0 });
  const { storage, media } = app.services;
  const templates: { key: string; bytes: Buffer; type: string }[][] = [];
  for (let i = 0; i < 20; i++) {
    const { photoId } = await media.storePhoto(await photoJpeg(900 + i * 20, 1200));
    const files = [];
    for await (const key of storage.list())
      if (key.startsWith(`photos/${photoId}/`)) {
        const object = await storage.get(key);
        if (object)
          files.push({
            key: key.slice(`photos/${photoId}/`.length),
            bytes: object.body,
            type: object.contentType,
          });
      }
    templates.push(files);
  }
  const db = handle.db;
  for (let start = 0; start < PROFILES; start += 500) {
    const n = Math.min(500, PROFILES - start);
    const users = await db
      .insertInto("users")
      .values(
        Array.from({ length: n }, (_, i) => ({
          mobile: String(7_100_000_000 + start + i),
          first_name: "Bench",
          last_name: "Family",
          role: "member",
          is_verified: 1,
          row_status: 1,
          is_bride_groom_access: 1,
          is_redirected: 1,
        })),
      )
      .returning("id")
      .execute();
    const photos = users.map((u, i) => ({
      id: newPhotoId(),
      owner_user_id: u.id,
      template: (start + i) % 20,
    }));
    for (const photo of photos)
      await Promise.all(
        (templates[photo.template] ?? []).map((f) =>
          storage.put(`photos/${photo.id}/${f.key}`, f.bytes, f.type),
        ),
      );
    await db
      .insertInto("photos")
      .values(
        photos.map((p) => ({
          id: p.id,
          owner_user_id: p.owner_user_id,
          width: 900,
          height: 1200,
          bytes: (templates[p.template] ?? []).reduce((sum, f) => sum + f.bytes.length, 0),
        })),
      )
      .execute();
    await db
      .insertInto("profiles")
      .values(
        photos.map((p, i) => {
          const n = start + i;
          const gender = n % 2 === 0 ? 1 : 2;
          return {
            ...inputToColumns(profileInputSchema.parse(demoProfileInput(seededRandom(n), gender))),
            registration_number: 50_001 + n,
            owner_user_id: p.owner_user_id,
            photo_id: p.id,
            registration_status: "approved",
            photo_status: "approved",
            approved_at: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
          } as const;
        }),
      )
      .execute();
  }
  await app.close();
  await handle.close();
}

function run(env: Record<string, string>, args: string[]) {
  return new Promise<{ seconds: number; output: string }>((ok, fail) => {
    const started = performance.now();
    execFile(
      process.execPath,
      ["--import", "tsx", "apps/server/src/features/data-move/cli.ts", ...args],
      // On loopback, as the console SMS provider of a development configuration requires.
      { cwd: ROOT, env: { ...process.env, HOST: "127.0.0.1", ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`${stdout}\n${stderr}`.trim()));
        else ok({ seconds: (performance.now() - started) / 1000, output: stdout });
      },
    );
  });
}

async function startS3() {
  const script = `import S3rver from "s3rver";
    const s = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: ${JSON.stringify(join(dir, "s3"))},
      configureBuckets: [{ name: "vv-bench", configs: [] }] });
    const a = await s.run(); console.log(a.port);`;
  // As deploy/s3rver runs it: its listing past 1,000 objects needs DES (OpenSSL's legacy provider).
  const child = spawn(process.execPath, ["--openssl-legacy-provider", "--input-type=module", "-e", script], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((ok) =>
    child.stdout.once("data", (d) => ok(Number(String(d).trim()))),
  );
  return { child, endpoint: `http://127.0.0.1:${port}` };
}

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database ${database}`);
const s3 = await startS3();
try {
  const source = `sqlite:${join(dir, "portal.db")}`;
  let started = performance.now();
  await seedPortal(source, join(dir, "uploads"));
  console.log(
    `Seeded ${PROFILES} profiles with photos in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const s3env = {
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  // BENCH_STORAGE=disk moves the files to a second folder instead of s3rver: the database's part of
  // the downtime on its own (s3rver, a test double, answered 500s under 60,000 objects here).
  const s3Url =
    process.env.BENCH_STORAGE === "disk" ? `file:${join(dir, "target-uploads")}` : "s3://vv-bench/portal";
  started = performance.now();
  const up = await run({ ...s3env, DATABASE_URL: source, STORAGE_URL: `file:${join(dir, "uploads")}` }, [
    "--to",
    targetUrl,
    "--storage",
    s3Url,
  ]);
  console.log(`SQLite + disk -> PostgreSQL + S3: ${up.seconds.toFixed(1)} s\n${up.output}`);
  const down = await run({ ...s3env, DATABASE_URL: targetUrl, STORAGE_URL: s3Url }, [
    "--to",
    `sqlite:${join(dir, "back.db")}`,
    "--storage",
    `file:${join(dir, "back-uploads")}`,
  ]);
  const summary = (o: string) =>
    o
      .trim()
      .split("\n")
      .find((l) => l.startsWith("Moved")) ?? o;
  const report = {
    date: new Date().toISOString(),
    profiles: PROFILES,
    sqliteToPostgresS3: { seconds: Number(up.seconds.toFixed(1)), summary: summary(up.output) },
    postgresS3ToSqlite: { seconds: Number(down.seconds.toFixed(1)), summary: summary(down.output) },
  };
  mkdirSync(join(ROOT, "bench/out"), { recursive: true });
  writeFileSync(join(ROOT, "bench/out/data-move.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `SQLite + disk -> PostgreSQL + S3: ${report.sqliteToPostgresS3.seconds} s\n  ${report.sqliteToPostgresS3.summary}`,
  );
  console.log(
    `PostgreSQL + S3 -> SQLite + disk: ${report.postgresS3ToSqlite.seconds} s\n  ${report.postgresS3ToSqlite.summary}`,
  );
} finally {
  s3.child.kill();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  if (process.env.BENCH_KEEP === "1") console.log(`Kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
