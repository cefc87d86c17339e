/**
 * The printed melava booklet for BENCH_CANDIDATES (1,000) registered candidates, each with a photo of
 * its own (20 real ones through the portal's pipeline, each stored again under every profile's id,
 * so the booklet reads 1,000 different thumbnails) and consent to print it, half with a contact
 * number. The build runs as the committee starts it (the background job), on SQLite and disk, A4,
 * four a page, Marathi; timed from start to the stored PDF. Peak memory: the process's RSS sampled
 * every 20 ms during the build, less the RSS just before it ("extra"), and the V8 heap's peak.
 *
 * Run:  npx tsx bench/melava-booklet.ts   (BENCH_PER_PAGE, BENCH_PAGE_SIZE, BENCH_LANG to vary it)
 * Report: bench/out/melava-booklet.json and lines on stdout.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { createDatabase } from "../apps/server/src/db/database";
import { photoJpeg } from "../apps/server/src/features/media/fixtures";
import { newPhotoId } from "../apps/server/src/features/media/service";
import { inputToColumns } from "../apps/server/src/features/profiles/mapping";
import { demoProfileInput, seededRandom } from "../apps/server/src/seed/profile-factory";
import { profileInputSchema } from "../packages/shared/src/profile";
// @ts-expect-error plain ES module shared with the other benchmarks
import { ROOT } from "./portal-process.mjs";

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 1000);
const dir = mkdtempSync(join(tmpdir(), "vv-bench-booklet-"));
const url = `sqlite:${join(dir, "portal.db")}`;
const uploads = join(dir, "uploads");

const config = testConfig({ WEB_DIST: "/nonexistent", DATABASE_URL: url, STORAGE_URL: `file:${uploads}` });
const handle = createDatabase(url);
await handle.migrate();
const app = await buildApp(config, { database: handle });
const { storage, media } = app.services;
const db = handle.db;

const admin = await db
  .insertInto("users")
  .values({
    mobile: "7000000001",
    first_name: "Bench",
    last_name: "Admin",
    role: "admin",
    is_verified: 1,
    row_status: 1,
  })
  .returning("id")
  .executeTakeFirstOrThrow();
const now = Date.now();
const event = await db
  .insertInto("melava_events")
  .values({
    slug: "bench-melava",
    name_en: "Vadhu-Var Parichay Melava 2026",
    name_mr: "वधू-वर परिचय मेळावा २०२६",
    starts_at: new Date(now + 10 * 86_400_000).toISOString(),
    venue_en: "Tapadia Natya Mandir",
    venue_mr: "तापडिया नाट्य मंदिर",
    address: "Nirala Bazar, Chhatrapati Sambhajinagar 431001",
    registration_opens_at: new Date(now - 86_400_000).toISOString(),
    registration_closes_at: new Date(now + 8 * 86_400_000).toISOString(),
    booklet_page_size: (process.env.BENCH_PAGE_SIZE as "A4" | "A5") ?? "A4",
    booklet_per_page: Number(process.env.BENCH_PER_PAGE ?? 4),
    booklet_language: (process.env.BENCH_LANG as "mr" | "en") ?? "mr",
    status: "published",
  })
  .returning("id")
  .executeTakeFirstOrThrow();

// 20 real photos through the pipeline; every candidate gets one of them stored under its own id.
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
const numbers = { 1: 0, 2: 0 };
for (let start = 0; start < CANDIDATES; start += 250) {
  const n = Math.min(250, CANDIDATES - start);
  const users = await db
    .insertInto("users")
    .values(
      Array.from({ length: n }, (_, i) => ({
        mobile: String(7_100_000_000 + start + i),
        first_name: "Bench",
        last_name: "Family",
        role: "member" as const,
        is_verified: 1,
        row_status: 1,
      })),
    )
    .returning("id")
    .execute();
  const photos = users.map((u, i) => ({ id: newPhotoId(), owner: u.id, template: (start + i) % 20 }));
  for (const photo of photos)
    await Promise.all(
      (templates[photo.template] ?? []).map((f) =>
        storage.put(`photos/${photo.id}/${f.key}`, f.bytes, f.type),
      ),
    );
  await db
    .insertInto("photos")
    .values(photos.map((p) => ({ id: p.id, owner_user_id: p.owner, width: 900, height: 1200, bytes: 1 })))
    .execute();
  const profiles = await db
    .insertInto("profiles")
    .values(
      photos.map((p, i) => ({
        ...inputToColumns(
          profileInputSchema.parse(demoProfileInput(seededRandom(start + i), i % 2 === 0 ? 1 : 2)),
        ),
        registration_number: 60_001 + start + i,
        owner_user_id: p.owner,
        photo_id: p.id,
        registration_status: "approved" as const,
        photo_status: "approved" as const,
        approved_at: new Date().toISOString(),
      })),
    )
    .returning(["id", "gender"])
    .execute();
  await db
    .insertInto("melava_registrations")
    .values(
      profiles.map((p, i) => ({
        event_id: event.id,
        profile_id: p.id,
        gender: p.gender,
        status: "registered" as const,
        event_number: ++numbers[p.gender as 1 | 2],
        show_photo: 1,
        show_contact: i % 2,
        pass_nonce: `bench${start + i}`,
      })),
    )
    .execute();
}

const adminRow = await db
  .selectFrom("users")
  .selectAll()
  .where("id", "=", admin.id)
  .executeTakeFirstOrThrow();
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);
const started = performance.now();
const status = await app.services.melavaBooklets.buildNow(adminRow, event.id);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

const report = {
  candidates: CANDIDATES,
  status: status.status,
  seconds: Number(seconds.toFixed(1)),
  pdfMB: Number(((status.ready?.bytes ?? 0) / 1_048_576).toFixed(1)),
  rssBeforeMB: Math.round(before.rss / 1_048_576),
  peakRssMB: Math.round(peakRss / 1_048_576),
  extraRssMB: Math.round((peakRss - before.rss) / 1_048_576),
  peakHeapMB: Math.round(peakHeap / 1_048_576),
  pageSize: process.env.BENCH_PAGE_SIZE ?? "A4",
  perPage: Number(process.env.BENCH_PER_PAGE ?? 4),
  at: new Date().toISOString(),
};
console.log(report);
mkdirSync(join(ROOT, "bench/out"), { recursive: true });
writeFileSync(join(ROOT, "bench/out/melava-booklet.json"), `${JSON.stringify(report, null, 2)}\n`);
await app.close();
await handle.close();
rmSync(dir, { recursive: true, force: true });
