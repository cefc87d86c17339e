/**
 * Matches benchmark: 100,000 profiles on SQLite, a third of them with partner preferences.
 * Measures GET /api/v1/matches/{profileId} (ranked in SQL against both families' preferences, guna
 * joined per candidate): single-user p50/p95 over 60 requests for families with full preferences,
 * on page 1 and page 5, and with a list filter on top.
 * Run: npx tsx bench/matches.ts   (BENCH_PROFILES to change the size; BENCH_DB=/tmp/m.db keeps the
 * seeded database for the next run; writes bench/out/matches.json)
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { toColumns } from "../apps/server/src/features/preferences/columns";
import { inputToColumns } from "../apps/server/src/features/profiles/mapping";
import type { NewUser } from "../apps/server/src/features/users/repo";
import { demoProfileInput, seededRandom } from "../apps/server/src/seed/profile-factory";
import { SHIPPED_LEGAL_VERSIONS } from "../packages/shared/src/consent";
import { partnerPreferencesSchema } from "../packages/shared/src/preferences";
import { profileInputSchema } from "../packages/shared/src/profile";

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const OWNERS = 1000;
const dir = mkdtempSync(join(tmpdir(), "vv-bench-matches-"));

function preferencesFor(n: number) {
  const rng = seededRandom(10_000 + n);
  return partnerPreferencesSchema.parse({
    ageMin: rng.int(20, 26),
    ageMax: rng.int(27, 35),
    heightMin: "5_0",
    educationIds: [rng.int(1, 10), rng.int(11, 20)],
    maritalStatusIds: [0],
    minIncomeId: rng.int(2, 5),
    districtIds: [2021, 2025, 2001 + rng.int(0, 30)],
    casteMode: n % 3 === 0 ? "same" : "any",
    minGuna: n % 2 === 0 ? 18 : undefined,
    avoidNadiDosha: n % 4 === 0,
  });
}

async function seed(app: Awaited<ReturnType<typeof buildApp>>) {
  const db = app.database.db;
  const users: NewUser[] = Array.from({ length: OWNERS }, (_, i) => ({
    mobile: String(7_000_000_000 + i),
    first_name: "Bench",
    last_name: "Family",
    role: "member",
    is_verified: 1,
    row_status: 1,
    is_bride_groom_access: 1,
    is_redirected: 1,
    // As if the current Terms were accepted: the consent gate answers 428 to every member until then.
    terms_version: SHIPPED_LEGAL_VERSIONS.terms.version,
    privacy_version: SHIPPED_LEGAL_VERSIONS.privacy.version,
  }));
  for (let i = 0; i < users.length; i += 500)
    await db
      .insertInto("users")
      .values(users.slice(i, i + 500))
      .execute();
  const templates = Array.from({ length: 400 }, (_, i) =>
    inputToColumns(profileInputSchema.parse(demoProfileInput(seededRandom(i), i % 2 === 0 ? 2 : 1))),
  );
  const start = performance.now();
  const batch = 200;
  for (let i = 0; i < PROFILES; i += batch) {
    const rows = Array.from({ length: Math.min(batch, PROFILES - i) }, (_, j) => {
      const n = i + j;
      return {
        ...templates[n % templates.length]!,
        registration_number: 1001 + n,
        owner_user_id: 1 + (n % OWNERS),
        registration_status: n % 10 === 9 ? "pending" : "approved",
        photo_status: "approved",
        approved_at: new Date(Date.now() - n * 60_000).toISOString(),
      } as const;
    });
    await db.insertInto("profiles").values(rows).execute();
  }
  // Every third profile states preferences.
  for (let i = 1; i <= PROFILES; i += 600) {
    const rows = [];
    for (let id = i; id < i + 600 && id <= PROFILES; id++)
      if (id % 3 === 0) rows.push(toColumns(id, preferencesFor(id)));
    if (rows.length) await db.insertInto("partner_preferences").values(rows).execute();
  }
  return performance.now() - start;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const file = process.env.BENCH_DB ?? join(dir, "bench.db");
  const seeded = existsSync(file);
  const config = testConfig({
    DATABASE_URL: `sqlite:${file}`,
    STORAGE_URL: `file:${join(dir, "uploads")}`,
  });
  const app = await buildApp(config);
  const seedMs = seeded ? 0 : await seed(app);
  // Owner 3 (1-based) has profiles 3, 1003, ...: with the templates' alternating genders, a mix.
  const owner = 3;
  const { token } = await app.services.sessions.create(owner);
  const cookie = `vv_session=${token}`;
  const mine = await app.database.db
    .selectFrom("profiles")
    .select(["id", "gender"])
    .where("owner_user_id", "=", owner)
    .orderBy("id")
    .limit(6)
    .execute();
  for (const p of mine)
    await app.database.db
      .insertInto("partner_preferences")
      .values(toColumns(p.id, preferencesFor(p.id * 3)))
      .onConflict((oc) => oc.column("profile_id").doNothing())
      .execute();
  const candidates = await app.database.db
    .selectFrom("profiles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("registration_status", "=", "approved")
    .where("gender", "=", mine[0]?.gender === 1 ? 2 : 1)
    .executeTakeFirstOrThrow();

  async function measure(label: string, path: (id: number) => string, runs = 60) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const profile = mine[i % mine.length]!;
      const t0 = performance.now();
      const res = await app.inject({ method: "GET", url: `/api/v1${path(profile.id)}`, headers: { cookie } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    return { label, p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1) };
  }
  const results = [
    await measure("page 1", (id) => `/matches/${id}`),
    await measure("page 5", (id) => `/matches/${id}?page=5`),
    await measure("page 1, education filter", (id) => `/matches/${id}?educationId=6`),
  ];
  const report = {
    date: new Date().toISOString(),
    profiles: PROFILES,
    candidatesPerRequest: Number(candidates.n),
    seedSeconds: +(seedMs / 1000).toFixed(1),
    results,
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync("bench/out", { recursive: true });
  writeFileSync("bench/out/matches.json", JSON.stringify(report, null, 2));
  await app.close();
}

await main();
