/**
 * The browse list at 10k, 100k and 1M profiles, on SQLite and (with BENCH_POSTGRES_URL) PostgreSQL.
 *
 * For each size: seed a database of its own, start the portal in a process of its own, and from this
 * process measure (1) single-request latency of every filter the list offers (p50 of 20 each),
 * (2) a deep position reached with "More" (the keyset cursor 120,000 rows down) and a profile's
 * details, (3) throughput at 32 connections of the typical filter (gender + age + region) and of the
 * details, by autocannon in yet another process, against the portal and against a bare Fastify route
 * answering the same bytes (bench/bare-payload-server.mjs): median of 3 runs each, and the ratio.
 *
 * The portal keeps a member's list answers until anything the list reads changes (a change counter,
 * features/profiles/list-answers.ts). Before every timed list request the member toggles a wish-list
 * entry, which moves that counter, so each one computes its answer; throughput is measured both for the same list asked again and again
 * (answers reused) and for 1,320 different filters in turn (more than the portal keeps: none reused).
 *
 * Matches, the kundli answer and lists with filters never asked before are measured the same way:
 * every third profile states partner preferences (as bench/matches.ts does), the browsing family's
 * groom among them. While each load runs, a second load generator asks /api/v1/health 20 times a
 * second, and its p99 is reported with the throughput, and so is the portal's own event-loop delay p99
 * (prom-client's, from /metrics before and after the load): the probe's p99 includes its turn in the
 * queue behind 32 busy connections, the loop's delay only what holds the loop up.
 *
 * Run:  npx tsx bench/list-scale.ts            (BENCH_SIZES=10000,100000,1000000 by default)
 *       BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/list-scale.ts
 * BENCH_DIALECTS=postgres runs one dialect; BENCH_REUSE=1 keeps a database already seeded (SQLite's
 * with BENCH_DIR=folder, where the files are then kept); BENCH_LOADS=matches,varied,kundli runs only
 * those loads at 32 connections (all by default: typical, varied, details, matches, matches-varied,
 * matches-fresh, kundli, health); BENCH_DURATION=10 seconds each; BENCH_PORTS=3250-3259 keeps its servers to those ports;
 * BENCH_CPU_PROF=DIR writes the portal's CPU profiles there; BENCH_NODE_FLAGS="--trace-gc" passes flags to its node.
 * Report: bench/out/list-scale.json and a table on stdout.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { sql } from "kysely";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { toColumns } from "../apps/server/src/features/preferences/columns";
import { encodeListCursor } from "../apps/server/src/features/profiles/browse-repo";
import { inputToColumns } from "../apps/server/src/features/profiles/mapping";
import { demoProfileInput, seededRandom } from "../apps/server/src/seed/profile-factory";
import { SHIPPED_LEGAL_VERSIONS } from "../packages/shared/src/consent";
import { partnerPreferencesSchema } from "../packages/shared/src/preferences";
import { profileInputSchema } from "../packages/shared/src/profile";
// @ts-expect-error plain ES module shared with the other benchmarks
import { median, portalCommand, ROOT, startProcess, stop, waitHealthy } from "./portal-process.mjs";

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const PG_URL = process.env.BENCH_POSTGRES_URL;
const RUNS = 3;
/** BENCH_REUSE=1 keeps a bench database already seeded to its size (SQLite's only with BENCH_DIR). */
const REUSE = process.env.BENCH_REUSE === "1";
const DIALECTS = (process.env.BENCH_DIALECTS ?? (PG_URL ? "sqlite,postgres" : "sqlite")).split(",") as (
  | "sqlite"
  | "postgres"
)[];
const TEMPLATES = 2000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LOADS = new Set(
  (
    process.env.BENCH_LOADS ?? "typical,varied,details,matches,matches-varied,matches-fresh,kundli,health"
  ).split(","),
);
const run = promisify(execFile);
/** The bench's portal serves /metrics (with the process's event-loop delay) to this token. */
const METRICS_TOKEN = "bench-metrics-token-0123456789";

/** Every filter the list offers, as a groom's family (browsing brides) would send it. */
const FILTERS: Record<string, string> = {
  "gender only": "",
  education: "&educationId=5",
  region: "&regionId=2",
  "age 25-30": "&ageMin=25&ageMax=30",
  "height 60-68": "&heightMin=60&heightMax=68",
  name: "&name=patil",
  "rare name": "&name=zzqx",
  "registration number": "&regNo=5001",
  "wish list": "&wishlist=1",
  "typical (age + region)": "&ageMin=24&ageMax=30&regionId=2",
  "page 50": "&page=50",
};
const TYPICAL = "/api/v1/profiles?gender=2&ageMin=24&ageMax=30&regionId=2";
/** 22 × 10 × 6 = 1,320 typical filters, more than the portal keeps answers for (LIST_ANSWERS_KEPT). */
const VARIED = Array.from({ length: 22 }, (_, a) =>
  Array.from({ length: 10 }, (_, span) =>
    Array.from(
      { length: 6 },
      (_, region) =>
        `/api/v1/profiles?gender=2&ageMin=${18 + a}&ageMax=${20 + a + span}&regionId=${region + 1}`,
    ),
  ),
).flat(2);

/** Never asked before (a height bound the varied ones lack): a first-time count and page each. */
const FRESH = VARIED.slice(0, 40).map((path, i) => `${path}&heightMax=${80 - (i % 5)}`);
/** Matches of the browsing family's groom: pages 1 to 5, alone and with one of the list's filters. */
const MATCHES_VARIED = [1, 2, 3, 4, 5].flatMap((page) =>
  ["", "&educationId=5", "&regionId=2", "&ageMin=24&ageMax=30"].map(
    (filter) => `/api/v1/matches/1?page=${page}${filter}`,
  ),
);

/** Matches over the 1,320 filters of VARIED: more than the portal keeps answers for, so each is scored. */
const MATCHES_FRESH = VARIED.map((path) => path.replace("/api/v1/profiles?gender=2&", "/api/v1/matches/1?"));

/** Partner preferences as bench/matches.ts states them. */
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

type App = Awaited<ReturnType<typeof buildApp>>;

/** TEMPLATES realistic rows through the app's own mapping, then doubled with INSERT … SELECT. */
async function seed(app: App, size: number) {
  const db = app.database.db;
  const family = (mobile: string) =>
    db
      .insertInto("users")
      .values({
        mobile,
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
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  // The browsing family owns the first (a groom's) profile, so it browses brides; one family owns the rest.
  const viewer = (await family("7000000001")).id;
  const owner = (await family("7000000002")).id;
  const rows = Array.from({ length: Math.min(TEMPLATES, size) }, (_, n) => {
    const gender = n % 2 === 0 ? 1 : 2;
    const columns = inputToColumns(profileInputSchema.parse(demoProfileInput(seededRandom(n), gender)));
    return {
      ...columns,
      ...(n === 7 ? { search_name: "kaveri zzqx bhosale" } : {}),
      registration_number: 1001 + n,
      owner_user_id: n === 0 ? viewer : owner,
      registration_status: n % 10 === 9 ? "pending" : "approved",
      photo_status: "approved",
      approved_at: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
    } as const;
  });
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto("profiles")
      .values(rows.slice(i, i + 100))
      .execute();
  const columns = Object.keys(rows[0] as object).filter(
    (c) => c !== "registration_number" && c !== "search_name",
  );
  const list = sql.join(columns.map((c) => sql.ref(c)));
  let count = rows.length;
  while (count < size) {
    const copy = Math.min(count, size - count);
    // Copies keep their source's approval time (ties the keyset order breaks by id); the rare test
    // name stays unique.
    await sql`insert into profiles (${list}, registration_number, search_name)
      select ${list}, registration_number + ${count}, case when search_name = 'kaveri zzqx bhosale' then 'copy' else search_name end
      from profiles where id <= ${copy} order by id`.execute(db);
    count += copy;
  }
  // Copies belong to the other family: the browsing family keeps its one profile (the groom, id 1).
  await sql`update profiles set owner_user_id = ${owner} where id > 1`.execute(db);
  // Every third profile states partner preferences, and the browsing family's groom.
  for (let first = 1; first <= size; first += 3000) {
    const prefs = [];
    for (let id = first; id < first + 3000 && id <= size; id++)
      if (id % 3 === 0 || id === 1) prefs.push(toColumns(id, preferencesFor(id)));
    if (prefs.length) await db.insertInto("partner_preferences").values(prefs).execute();
  }
  // A wish list of 10 for the browsing family.
  await wishList(app, viewer);
  return viewerSession(app, size);
}

async function wishList(app: App, viewer: number) {
  const db = app.database.db;
  const wished = await db.selectFrom("profiles").select("id").where("gender", "=", 2).limit(10).execute();
  await db
    .insertInto("wishlist")
    .values(wished.map((w) => ({ user_id: viewer, profile_id: w.id })))
    .execute();
}

/** The browsing family's session and the position 120,000 rows down its list. */
async function viewerSession(app: App, size: number) {
  const db = app.database.db;
  const { id: viewer } = await db
    .selectFrom("users")
    .select("id")
    .where("mobile", "=", "7000000001")
    .executeTakeFirstOrThrow();
  const { token } = await app.services.sessions.create(viewer);
  // The position 120,000 rows down the unfiltered brides list, as "More" would reach it.
  const deep = await db
    .selectFrom("profiles")
    .select(["id", "approved_at"])
    .where("registration_status", "=", "approved")
    .where("row_status", "=", 1)
    .where("gender", "=", 2)
    .orderBy("approved_at", "desc")
    .orderBy("id", "desc")
    .offset(Math.min(120_000, Math.floor(size * 0.8)))
    .limit(1)
    .executeTakeFirst();
  return {
    cookie: `vv_session=${token}`,
    deepCursor: deep ? encodeListCursor({ approvedAt: deep.approved_at as string, id: deep.id }) : "",
  };
}

/** BENCH_PORTS=3250-3259: the servers this bench starts listen only there (a shared machine). */
const PORT_RANGE = process.env.BENCH_PORTS?.split("-").map(Number);
let nextInRange = 0;

function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** A port nothing listens on now: the OS picks it, or the next free one of BENCH_PORTS. */
async function freePort(): Promise<number> {
  if (!PORT_RANGE) return (await tryPort(0)) as number;
  const [low = 0, high = 0] = PORT_RANGE;
  for (let tries = 0; tries <= high - low; tries++) {
    const port = low + (nextInRange++ % (high - low + 1));
    if ((await tryPort(port)) !== null) return port;
  }
  throw new Error(`no free port in ${process.env.BENCH_PORTS}`);
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** p50 of n requests; `before` runs ahead of each one, untimed. */
async function latency(
  base: string,
  pathOrNext: string | (() => string),
  cookie: string,
  before = async () => {},
  n = 20,
) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    await before();
    const path = typeof pathOrNext === "string" ? pathOrNext : pathOrNext();
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - t);
  }
  return +percentile(times, 50).toFixed(1);
}

type Cannon = { requests: number; rps: number; non2xx: number; latency: { p50: number; p99: number } };

async function loadChild(options: object): Promise<Cannon> {
  const { stdout } = await run(
    process.execPath,
    [join(ROOT, "bench/load-child.mjs"), JSON.stringify(options)],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as Cannon;
}

/**
 * 32 connections for DURATION seconds; with `health`, a second generator in its own process asks it
 * 20 times a second meanwhile, and its p99 comes back too.
 */
async function cannon(url: string, headers: Record<string, string>, paths?: string[], health?: string) {
  // The portal's event-loop delay histogram (prom-client, reset by each scrape): read once before the
  // load to start it afresh, once after for the load's own p99.
  const metrics = health ? health.replace(/\/api\/v1\/health$/, "/metrics") : undefined;
  if (metrics) await loopDelayP99(metrics);
  const [load, probe] = await Promise.all([
    loadChild({ url, connections: 32, duration: DURATION, headers, ...(paths ? { paths } : {}) }),
    health ? loadChild({ url: health, connections: 1, duration: DURATION, overallRate: 20 }) : undefined,
  ]);
  // A probe none of whose requests came back in time has no p99: it is reported as the whole duration.
  const healthP99 = probe ? (probe.requests > 0 ? probe.latency.p99 : DURATION * 1000) : undefined;
  const loopP99 = metrics ? await loopDelayP99(metrics) : undefined;
  return { ...load, healthP99, loopP99 };
}

/** How late the portal's event loop ran a 10 ms timer, p99 in ms, since the previous scrape. */
async function loopDelayP99(metricsUrl: string): Promise<number> {
  const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const line = text.split("\n").find((l) => l.startsWith("vv_nodejs_eventloop_lag_p99_seconds "));
  if (!line) throw new Error(`no event-loop delay at ${metricsUrl} (${res.status})`);
  return +(Number(line.split(" ")[1]) * 1000).toFixed(1);
}

async function openDatabaseUrl(dialect: "sqlite" | "postgres", size: number, dir: string) {
  if (dialect === "sqlite") return `sqlite:${join(dir, `list-${size}.db`)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `vv_bench_list_${size}`;
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  if (!(REUSE && exists)) {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = new URL(PG_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function measure(dialect: "sqlite" | "postgres", size: number, dir: string) {
  const DATABASE_URL = await openDatabaseUrl(dialect, size, dir);
  const config = testConfig({ DATABASE_URL, STORAGE_URL: `file:${join(dir, "uploads")}` });
  const app = await buildApp(config);
  const t0 = performance.now();
  const seeded = await app.database.db
    .selectFrom("profiles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const { cookie, deepCursor } =
    REUSE && Number(seeded.n) === size ? await viewerSession(app, size) : await seed(app, size);
  // As autovacuum leaves a live table: statistics, and PostgreSQL's visibility map for index-only scans.
  await sql.raw(dialect === "postgres" ? "vacuum analyze" : "analyze").execute(app.database.db);
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  await app.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=DIR: the portal writes a V8 CPU profile there when it stops (open in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // BENCH_NODE_FLAGS="--trace-gc": more flags for the portal's node (those NODE_OPTIONS refuses).
  const flags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const portal = startProcess([...profile, ...flags, ...portalCommand().args], {
    PORT: String(port),
    DATABASE_URL,
    STORAGE_URL: `file:${join(dir, "uploads")}`,
    WEB_DIST: "/nonexistent",
    METRICS_TOKEN,
  });
  await waitHealthy(`${base}/api/v1/health`, Date.now());
  // A change before each timed request, so every list request computes its answer: the member
  // toggles a bride on their wish list through the portal, as a family would (a write from another
  // process would also empty SQLite's page cache in the portal, which no real change does).
  const first = (await (await fetch(`${base}${TYPICAL}`, { headers: { cookie } })).json()) as {
    items: { slug: string }[];
  };
  let wished = false;
  const changeSomething = async () => {
    wished = !wished;
    const res = await fetch(`${base}/api/v1/profiles/${first.items[0]?.slug}/wishlist`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ wished }),
    });
    if (!res.ok) throw new Error(`wish list answered ${res.status}`);
    await res.arrayBuffer();
  };
  const single: Record<string, number> = {};
  for (const [label, query] of Object.entries(FILTERS))
    single[label] = await latency(base, `/api/v1/profiles?gender=2${query}`, cookie, changeSomething);
  single['"More" 120,000 rows down'] = await latency(
    base,
    `/api/v1/profiles?gender=2&after=${deepCursor}`,
    cookie,
    changeSomething,
  );
  single["typical, answer reused"] = await latency(base, TYPICAL, cookie);

  const payload = await (await fetch(`${base}${TYPICAL}`, { headers: { cookie } })).text();
  const detailsPath = `/api/v1/profiles/${(JSON.parse(payload) as { items: { id: number }[] }).items[0]?.id}`;
  single.details = await latency(base, detailsPath, cookie);
  const kundliPath = `/api/v1/kundli/profiles/${(JSON.parse(payload) as { items: { slug: string }[] }).items[0]?.slug}`;
  single.kundli = await latency(base, kundliPath, cookie);
  // Each of these filters is asked once, for the first time (no answer, no count remembered).
  let fresh = 0;
  single["filter never asked before"] = await latency(
    base,
    () => FRESH[fresh++ % FRESH.length] as string,
    cookie,
  );
  // Matches' answers are kept like the list's: each timed one is computed (a change before it).
  single["matches page 1"] = await latency(base, "/api/v1/matches/1", cookie, changeSomething);
  single["matches page 5"] = await latency(base, "/api/v1/matches/1?page=5", cookie, changeSomething);
  single["matches, education filter"] = await latency(
    base,
    "/api/v1/matches/1?educationId=5",
    cookie,
    changeSomething,
  );
  single["matches page 1, answer reused"] = await latency(base, "/api/v1/matches/1", cookie);

  const health = `${base}/api/v1/health`;
  const text = async (path: string) => (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  const loads: Record<string, () => Promise<Awaited<ReturnType<typeof throughput>>>> = {
    typical: async () => throughput(dir, "list", `${base}${TYPICAL}`, payload, cookie, undefined, health),
    varied: async () => throughput(dir, "list-varied", `${base}${TYPICAL}`, payload, cookie, VARIED, health),
    details: async () =>
      throughput(dir, "details", `${base}${detailsPath}`, await text(detailsPath), cookie, undefined, health),
    matches: async () =>
      throughput(
        dir,
        "matches",
        `${base}/api/v1/matches/1`,
        await text("/api/v1/matches/1"),
        cookie,
        undefined,
        health,
      ),
    "matches-varied": async () =>
      throughput(
        dir,
        "matches-varied",
        `${base}/api/v1/matches/1`,
        await text("/api/v1/matches/1"),
        cookie,
        MATCHES_VARIED,
        health,
      ),
    "matches-fresh": async () =>
      throughput(
        dir,
        "matches-fresh",
        `${base}/api/v1/matches/1`,
        await text("/api/v1/matches/1"),
        cookie,
        MATCHES_FRESH,
        health,
      ),
    kundli: async () =>
      throughput(dir, "kundli", `${base}${kundliPath}`, await text(kundliPath), cookie, undefined, health),
    // The floor: the portal's cheapest route (no session, no query) against the same bytes from the
    // bare app — what the request pipeline alone (headers, cookies, compression check, metrics) allows.
    health: async () => throughput(dir, "health", health, await text("/api/v1/health"), cookie),
  };
  const measured: Record<string, Awaited<ReturnType<typeof throughput>>> = {};
  for (const [name, load] of Object.entries(loads)) if (LOADS.has(name)) measured[`${name}32`] = await load();
  await stop(portal);
  return { dialect, size, seedSeconds, singleRequestP50Ms: single, ...measured };
}

/**
 * Autocannon at 32 connections on a portal route and on a bare Fastify route answering the same
 * bytes (bench/bare-payload-server.mjs, its own process), alternating, median of RUNS each.
 */
async function throughput(
  dir: string,
  name: string,
  url: string,
  payload: string,
  cookie: string,
  paths?: string[],
  health?: string,
) {
  const payloadFile = join(dir, `${name}-payload.json`);
  writeFileSync(payloadFile, payload);
  const barePort = await freePort();
  const bare = startProcess([join(ROOT, "bench/bare-payload-server.mjs")], {
    PORT: String(barePort),
    PAYLOAD_FILE: payloadFile,
  });
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  await waitHealthy(bareUrl, Date.now());
  const portalRps: number[] = [];
  const bareRps: number[] = [];
  const portalP50: number[] = [];
  const healthP99: number[] = [];
  const loopP99: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    const measured = await cannon(url, { cookie }, paths, health);
    if (measured.non2xx) throw new Error(`${url} answered ${measured.non2xx} non-2xx`);
    portalRps.push(measured.rps);
    portalP50.push(measured.latency.p50);
    if (measured.healthP99 !== undefined) healthP99.push(measured.healthP99);
    if (measured.loopP99 !== undefined) loopP99.push(measured.loopP99);
    bareRps.push((await cannon(bareUrl, {})).rps);
  }
  await stop(bare);
  return {
    portalRps: Math.round(median(portalRps)),
    portalP50Ms: median(portalP50),
    bareRps: Math.round(median(bareRps)),
    ratio: +(median(portalRps) / median(bareRps)).toFixed(3),
    ...(healthP99.length ? { healthP99Ms: median(healthP99) } : {}),
    ...(loopP99.length ? { loopDelayP99Ms: median(loopP99) } : {}),
  };
}

async function main() {
  // BENCH_DIR keeps the databases there (with BENCH_REUSE=1 a later run reuses them); else a temporary folder.
  const kept = process.env.BENCH_DIR;
  if (kept) mkdirSync(kept, { recursive: true });
  const dir = kept ?? mkdtempSync(join(tmpdir(), "vv-list-scale-"));
  const results = [];
  try {
    for (const dialect of DIALECTS)
      for (const size of SIZES) {
        console.error(`${dialect} ${size}…`);
        const result = await measure(dialect, size, dir);
        console.error(JSON.stringify(result));
        results.push(result);
      }
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(join(ROOT, "bench/out"), { recursive: true });
  writeFileSync(join(ROOT, "bench/out/list-scale.json"), `${JSON.stringify(results, null, 2)}\n`);
  for (const dialect of new Set(results.map((r) => r.dialect))) {
    const of = results.filter((r) => r.dialect === dialect);
    console.log(`\n${dialect}: single-request p50 (ms)`);
    console.log(["filter", ...of.map((r) => r.size.toLocaleString("en"))].join(" | "));
    for (const label of Object.keys(of[0]?.singleRequestP50Ms ?? {}))
      console.log([label, ...of.map((r) => r.singleRequestP50Ms[label])].join(" | "));
    for (const [label, key] of [
      ["typical filter, asked again and again", "typical32"],
      ["typical filter, 1,320 different ones in turn", "varied32"],
      ["details", "details32"],
      ["matches page 1", "matches32"],
      ["matches, pages 1-5 with and without filters", "matches-varied32"],
      ["matches, 1,320 different filters in turn (each one scored)", "matches-fresh32"],
      ["kundli", "kundli32"],
      ["/health (the pipeline alone)", "health32"],
    ] as const) {
      if (!of.some((r) => key in r)) continue;
      console.log(
        `${label}, 32 connections: portal req/s / bare req/s = ratio (/health p99, event-loop delay p99 meanwhile)`,
      );
      for (const r of of) {
        const t = (r as unknown as Record<string, Awaited<ReturnType<typeof throughput>>>)[key];
        if (t)
          console.log(
            `${r.size}: ${t.portalRps} / ${t.bareRps} = ${t.ratio} (${t.healthP99Ms ?? "-"} ms, ${t.loopDelayP99Ms ?? "-"} ms)`,
          );
      }
    }
  }
  process.exit(0);
}

await main();
