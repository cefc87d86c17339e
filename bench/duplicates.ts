/**
 * Duplicate checks benchmark.
 *  1. The transformed-photo set: BENCH_PORTRAITS (100) generated demo portraits and six copies of each
 *     (0.5× and 2× size, JPEG quality 40, 10 % crop, +20 % brightness, mirrored), hashed as an upload
 *     is (media/phash.ts). A copy is found when it shares a 16-bit band with its original (the
 *     indexed look-up) and is within PHOTO_MATCH_BITS; a false pair is two pictures of different
 *     portraits found so. Also the figures at 4 and 8 bits, for the choice of the threshold.
 *  2. The daily scan (duplicates/scan.ts) at BENCH_PROFILES (100,000) approved profiles with photos
 *     on SQLite, and on PostgreSQL with BENCH_POSTGRES_URL (a database of its own, dropped after):
 *     random 64-bit hashes (31 bits set, as every hash has), 200 planted copies (0–4 bits changed),
 *     100 mobiles given by two accounts, names and birth dates from the demo lists. First run
 *     (every pair new) and a second run (nothing changes).
 * Run: npx tsx bench/duplicates.ts   (writes bench/out/duplicates.json; BENCH_DB=/tmp/d.db keeps the
 * seeded SQLite database for the next run, BENCH_SKIP_PHOTOS=1 measures only the scan)
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { PHOTO_MATCH_BITS, photoDistance } from "../apps/server/src/features/duplicates/photo-match";
import {
  setPortrait,
  TRANSFORMS,
  type TransformName,
} from "../apps/server/src/features/duplicates/photo-set";
import { duplicatesRepo, type HashRow } from "../apps/server/src/features/duplicates/repo";
import { duplicateScan } from "../apps/server/src/features/duplicates/scan";
import { bandsOf, hashPhoto } from "../apps/server/src/features/media/phash";
import { inputToColumns } from "../apps/server/src/features/profiles/mapping";
import { demoProfileInput, seededRandom } from "../apps/server/src/seed/profile-factory";
import { profileInputSchema } from "../packages/shared/src/profile";

const PORTRAITS = Number(process.env.BENCH_PORTRAITS ?? 100);
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const PG_URL = process.env.BENCH_POSTGRES_URL;
const dir = mkdtempSync(join(tmpdir(), "vv-bench-duplicates-"));

interface Picture {
  portrait: number;
  transform: TransformName | "original";
  rows: HashRow[];
  bands: Array<[number, number, number, number]>;
}

const shareBand = (a: Picture, b: Picture) =>
  a.bands.some((x) => b.bands.some((y) => x.some((v, i) => v === y[i])));

async function photoSet() {
  const pictures: Picture[] = [];
  const t0 = performance.now();
  for (let i = 0; i < PORTRAITS; i++) {
    const original = await setPortrait(i);
    const variants: Array<[Picture["transform"], Buffer]> = [["original", original]];
    for (const name of Object.keys(TRANSFORMS) as TransformName[])
      variants.push([name, await TRANSFORMS[name](original)]);
    for (const [transform, bytes] of variants) {
      const h = await hashPhoto(bytes);
      const rows: HashRow[] = [
        { photo_id: `${i}-${transform}`, kind: "full", hash: h.full },
        { photo_id: `${i}-${transform}`, kind: "inner", hash: h.inner },
      ];
      pictures.push({ portrait: i, transform, rows, bands: rows.map((r) => bandsOf(r.hash)) });
    }
  }
  const hashMs = performance.now() - t0;
  const originals = pictures.filter((p) => p.transform === "original");
  const result: Record<string, unknown> = {
    portraits: PORTRAITS,
    pictures: pictures.length,
    hashMsEach: hashMs / pictures.length,
  };
  for (const bits of [4, PHOTO_MATCH_BITS, 8]) {
    const perTransform: Record<string, string> = {};
    let found = 0;
    let copies = 0;
    for (const name of Object.keys(TRANSFORMS)) {
      const list = pictures.filter((p) => p.transform === name);
      const hits = list.filter((c) => {
        const o = originals[c.portrait] as Picture;
        return shareBand(c, o) && photoDistance(c.rows, o.rows) <= bits;
      }).length;
      perTransform[name] = `${hits}/${list.length}`;
      found += hits;
      copies += list.length;
    }
    let falseAmongOriginals = 0;
    let falseAmongAll = 0;
    let differentPairs = 0;
    for (let a = 0; a < pictures.length; a++) {
      for (let b = a + 1; b < pictures.length; b++) {
        const x = pictures[a] as Picture;
        const y = pictures[b] as Picture;
        if (x.portrait === y.portrait) continue;
        differentPairs++;
        if (!shareBand(x, y) || photoDistance(x.rows, y.rows) > bits) continue;
        falseAmongAll++;
        if (x.transform === "original" && y.transform === "original") falseAmongOriginals++;
      }
    }
    result[`bits${bits}`] = {
      copiesFound: `${found}/${copies} (${((100 * found) / copies).toFixed(1)} %)`,
      perTransform,
      falsePairsAmongOriginals: `${falseAmongOriginals}/${(PORTRAITS * (PORTRAITS - 1)) / 2}`,
      falsePairsAmongAllPictures: `${falseAmongAll}/${differentPairs}`,
    };
  }
  return result;
}

/** A random hash with 31 of its 64 bits set, as the median rule makes every hash. */
function randomHash(rng: () => number): string {
  const bits = Array.from({ length: 63 }, (_, i) => i + 1);
  for (let i = bits.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [bits[i], bits[j]] = [bits[j] as number, bits[i] as number];
  }
  return withBits(new Set(bits.slice(0, 31)));
}
function withBits(set: Set<number>): string {
  let hex = "";
  for (let n = 0; n < 16; n++) {
    let v = 0;
    for (let b = 0; b < 4; b++) v = (v << 1) | (set.has(n * 4 + b) ? 1 : 0);
    hex += v.toString(16);
  }
  return hex;
}
function flip(hash: string, count: number, rng: () => number): string {
  const set = new Set<number>();
  for (let n = 0; n < 16; n++) {
    const v = Number.parseInt(hash[n] as string, 16);
    for (let b = 0; b < 4; b++) if (v & (8 >> b)) set.add(n * 4 + b);
  }
  // Swap set and unset bits in pairs, keeping 31 set.
  for (let i = 0; i < count / 2; i++) {
    const on = [...set];
    const off = Array.from({ length: 63 }, (_, k) => k + 1).filter((k) => !set.has(k));
    set.delete(on[Math.floor(rng() * on.length)] as number);
    set.add(off[Math.floor(rng() * off.length)] as number);
  }
  return withBits(set);
}

async function seed(db: Awaited<ReturnType<typeof buildApp>>["database"]["db"]) {
  const rng = seededRandom(77);
  const owners = 20_000;
  for (let i = 0; i < owners; i += 1000) {
    await db
      .insertInto("users")
      .values(
        Array.from({ length: Math.min(1000, owners - i) }, (_, j) => ({
          mobile: String(7_000_000_000 + i + j),
          first_name: "Bench",
          last_name: "Family",
          role: "member" as const,
          is_verified: 1 as const,
          row_status: 1 as const,
          is_bride_groom_access: 1 as const,
          is_redirected: 1 as const,
        })),
      )
      .execute();
  }
  const templates = Array.from({ length: 400 }, (_, i) =>
    inputToColumns(profileInputSchema.parse(demoProfileInput(seededRandom(i), i % 2 === 0 ? 2 : 1))),
  );
  const hashes: string[] = [];
  const batch = 500;
  for (let i = 0; i < PROFILES; i += batch) {
    const n = Math.min(batch, PROFILES - i);
    const photos = Array.from({ length: n }, () => randomBytes(16).toString("base64url"));
    await db
      .insertInto("photos")
      .values(photos.map((id) => ({ id, owner_user_id: null, width: 1080, height: 1080, bytes: 100_000 })))
      .execute();
    const hashRows = photos.flatMap((photo, j) => {
      const k = i + j;
      // Every 500th profile carries a copy of an earlier photo (0–4 bits changed).
      const full =
        k > 0 && k % 500 === 0
          ? flip(hashes[Math.floor(rng.next() * k)] as string, ((k / 500) % 3) * 2, rng.next)
          : randomHash(rng.next);
      hashes.push(full);
      const inner = flip(full, 6, rng.next);
      return (
        [
          ["full", full],
          ["inner", inner],
        ] as const
      ).map(([kind, hash]) => {
        const [band0, band1, band2, band3] = bandsOf(hash);
        return { photo, kind, hash, band0, band1, band2, band3 };
      });
    });
    await db.insertInto("photo_hashes").values(hashRows).execute();
    await db
      .insertInto("profiles")
      .values(
        photos.map((photo, j) => {
          const k = i + j;
          const year = 1985 + rng.int(0, 19);
          return {
            ...(templates[k % templates.length] as (typeof templates)[number]),
            registration_number: 1001 + k,
            owner_user_id: 1 + (k % owners),
            registration_status: "approved" as const,
            photo_status: "approved" as const,
            approved_at: new Date().toISOString(),
            photo_id: photo,
            date_of_birth: `${year}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
            // Every 1,000th profile gives the father's number of the profile 1,000 before it.
            father_mobile: String(9_000_000_000 + (k % 1000 === 999 ? k - 1000 : k)),
            contact_person_mobile_1: String(8_000_000_000 + k),
            contact_person_mobile_2: null,
          };
        }),
      )
      .execute();
  }
}

async function scanAt(dialect: "sqlite" | "postgres") {
  let url = `sqlite:${process.env.BENCH_DB ?? join(dir, "scan.db")}`;
  let drop: (() => Promise<void>) | undefined;
  if (dialect === "postgres") {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const name = `vv_bench_duplicates_${process.pid}`;
    await admin.query(`create database ${name}`);
    const u = new URL(PG_URL as string);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    };
  }
  const app = await buildApp(testConfig({ DATABASE_URL: url, STORAGE_URL: `file:${join(dir, "uploads")}` }));
  try {
    const t0 = performance.now();
    const present = await app.database.db
      .selectFrom("profiles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(present.n) === 0) await seed(app.database.db);
    const seedMs = performance.now() - t0;
    const scan = duplicateScan({ repo: duplicatesRepo(app.database.db), backfillHashes: async () => 0 });
    const t1 = performance.now();
    const first = await scan.run();
    const firstMs = performance.now() - t1;
    const t2 = performance.now();
    const second = await scan.run();
    const secondMs = performance.now() - t2;
    return {
      dialect,
      profiles: PROFILES,
      seedMs: Math.round(seedMs),
      firstMs: Math.round(firstMs),
      first,
      secondMs: Math.round(secondMs),
      second,
    };
  } finally {
    await app.close();
    await drop?.();
  }
}

async function main() {
  const report: Record<string, unknown> = { date: new Date().toISOString() };
  if (process.env.BENCH_SKIP_PHOTOS !== "1") {
    report.photoSet = await photoSet();
    console.log(JSON.stringify(report.photoSet, null, 2));
  }
  report.sqlite = await scanAt("sqlite");
  console.log(JSON.stringify(report.sqlite, null, 2));
  if (PG_URL) {
    report.postgres = await scanAt("postgres");
    console.log(JSON.stringify(report.postgres, null, 2));
  }
  mkdirSync("bench/out", { recursive: true });
  writeFileSync("bench/out/duplicates.json", JSON.stringify(report, null, 2));
}

await main();
