/**
 * Browse-list benchmark: 100,000 profiles on SQLite.
 *  1. single-user latency of GET /api/v1/profiles with varied filters (p50/p95 over 300 requests);
 *  2. throughput with autocannon (32 connections, 10 s) against the list endpoint and against a bare
 *     Fastify JSON route in the same process run, reported as a ratio.
 * Run: npm run bench   (writes bench/out/list-endpoint.json)
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { inputToColumns } from "../apps/server/src/features/profiles/mapping";
import type { NewUser } from "../apps/server/src/features/users/repo";
import { demoProfileInput, seededRandom } from "../apps/server/src/seed/profile-factory";
import { profileInputSchema } from "../packages/shared/src/profile";

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const OWNERS = 1000;
const dir = mkdtempSync(join(tmpdir(), "vv-bench-"));

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
  }));
  for (let i = 0; i < users.length; i += 500)
    await db
      .insertInto("users")
      .values(users.slice(i, i + 500))
      .execute();
  // A few hundred distinct profiles, repeated with different owners and numbers: realistic rows, fast to make.
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
  return performance.now() - start;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const config = testConfig({
    DATABASE_URL: `sqlite:${join(dir, "bench.db")}`,
    STORAGE_URL: `file:${join(dir, "uploads")}`,
  });
  const app = await buildApp(config);
  const seedMs = await seed(app);
  const { token } = await app.services.sessions.create(1); // owner 1 has bride profiles, browses grooms
  const cookie = `vv_session=${token}`;
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  const queries = [
    "",
    "?page=50",
    "?educationId=5",
    "?regionId=2",
    "?name=pat",
    "?ageMin=25&ageMax=30",
    "?heightMin=60&heightMax=68",
    "?regNo=5001",
    "?educationId=4&ageMin=24&page=3",
    "?wishlist=1",
  ];
  const latencies: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const res = await fetch(`${address}/api/v1/profiles${queries[i % queries.length]}`, {
      headers: { cookie },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);

  const cannon = (url: string, headers: Record<string, string> = {}) =>
    autocannon({ url, connections: 32, duration: 10, headers });
  const list = await cannon(`${address}/api/v1/profiles?page=2`, { cookie });
  await app.close();

  const bare = Fastify();
  bare.get("/json", async () => ({ hello: "world" }));
  const bareAddress = await bare.listen({ port: 0, host: "127.0.0.1" });
  const baseline = await cannon(`${bareAddress}/json`);
  await bare.close();

  const report = {
    profiles: PROFILES,
    seedSeconds: Math.round(seedMs / 100) / 10,
    singleUser: {
      requests: latencies.length,
      p50Ms: +percentile(latencies, 50).toFixed(1),
      p95Ms: +percentile(latencies, 95).toFixed(1),
    },
    throughput: {
      listRequestsPerSec: Math.round(list.requests.average),
      listNon2xx: list.non2xx,
      bareFastifyRequestsPerSec: Math.round(baseline.requests.average),
      ratio: +(list.requests.average / baseline.requests.average).toFixed(3),
    },
    machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
  };
  mkdirSync(new URL("./out/", import.meta.url), { recursive: true });
  writeFileSync(new URL("./out/list-endpoint.json", import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  process.exit(0);
}

await main();
