// Start-up and idle memory of the portal against a bare Fastify app, each in its own process.
//
//   node bench/startup.mjs            (3 runs each, medians; prints a table and writes bench/out/)
//
// The portal starts on an existing, migrated database with demo data (made by a first start that
// is not measured), as a restart in production would. "Start to healthy": from spawning node to the
// first 200 from /api/v1/health. "Idle RSS": resident memory 3 s after that, nothing requested.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, portalCommand, ROOT, rssMb, startProcess, stop, waitHealthy } from "./portal-process.mjs";

const RUNS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const dir = mkdtempSync(join(tmpdir(), "vv-bench-startup-"));
const env = {
  PORT: String(PORT),
  HOST: "127.0.0.1",
  NODE_ENV: "development",
  DATABASE_URL: `sqlite:${join(dir, "portal.db")}`,
  STORAGE_URL: `file:${join(dir, "uploads")}`,
  WEB_DIST: process.env.WEB_DIST ?? join(ROOT, "apps/web/dist"),
};
const health = `http://127.0.0.1:${PORT}/api/v1/health`;
const { mode, args } = portalCommand();

async function measure(label, processArgs) {
  const started = Date.now();
  const child = startProcess(processArgs, env);
  const ms = await waitHealthy(health, started);
  await new Promise((r) => setTimeout(r, 3000));
  const rss = rssMb(child.pid);
  await stop(child);
  console.log(`  ${label}: ${ms} ms to healthy, ${rss.toFixed(1)} MB idle RSS`);
  return { ms, rss };
}

try {
  console.log(`portal (${mode}): preparing the database (first start: migrations and demo data)`);
  const first = startProcess(args, env);
  await waitHealthy(health, Date.now(), 600_000);
  await stop(first);

  const portal = [];
  const bare = [];
  for (let run = 1; run <= RUNS; run++) {
    bare.push(await measure(`bare Fastify, run ${run}`, [join(ROOT, "bench/bare-server.mjs")]));
    portal.push(await measure(`portal, run ${run}`, args));
  }
  const result = {
    mode,
    runs: RUNS,
    portal: { startMs: median(portal.map((r) => r.ms)), rssMb: median(portal.map((r) => r.rss)) },
    bare: { startMs: median(bare.map((r) => r.ms)), rssMb: median(bare.map((r) => r.rss)) },
  };
  const ratio = {
    start: result.portal.startMs / result.bare.startMs,
    rss: result.portal.rssMb / result.bare.rssMb,
  };
  console.log(`\nmedian of ${RUNS} | start to healthy | idle RSS`);
  console.log(`portal (${mode}) | ${result.portal.startMs} ms | ${result.portal.rssMb.toFixed(1)} MB`);
  console.log(`bare Fastify | ${result.bare.startMs} ms | ${result.bare.rssMb.toFixed(1)} MB`);
  console.log(`ratio | ${ratio.start.toFixed(2)}x | ${ratio.rss.toFixed(2)}x`);
  mkdirSync(join(ROOT, "bench/out"), { recursive: true });
  writeFileSync(join(ROOT, "bench/out/startup.json"), JSON.stringify({ ...result, ratio }, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
