// Start-up and idle memory of the portal against a bare Fastify app, each in its own process.
//
//   node bench/startup.mjs            (3 runs each, medians; prints a table and writes bench/out/)
//
// The portal starts on an existing, migrated database with demo data (made by a first start that
// is not measured), as a restart in production would. "Start to healthy": from spawning node to the
// first 200 from /api/v1/health. "Idle RSS": resident memory 3 s after that, nothing requested.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  cpuMs,
  median,
  portalCommand,
  ROOT,
  rssMb,
  startProcess,
  stop,
  waitHealthy,
} from "./portal-process.mjs";

const RUNS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const dir = mkdtempSync(join(tmpdir(), "vv-bench-startup-"));
// Measured starts run as production does (JSON logs, no pino-pretty worker thread); the first,
// unmeasured start seeds the demo data in development. BENCH_NODE_ENV=development measures that instead.
const MEASURED_ENV = process.env.BENCH_NODE_ENV ?? "production";
const PRODUCTION_ENV = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://bench.invalid",
  SMS_PROVIDER: "http",
  SMS_HTTP_URL: "https://sms.invalid/send",
  SMS_HTTP_KEY: "bench",
  SMS_SENDER: "VADHUV",
  SMS_DLT_TEMPLATE_ID: "1",
  PAYMENT_SANDBOX_IN_PRODUCTION: "true",
  DEMO: "false",
  // Production refuses the shipped example trust details (settings/trust-setup.ts).
  TRUST_NAME: "Bench Trust",
  TRUST_EMAIL: "office@bench.invalid",
  TRUST_PHONE: "+91 20 0000 0000",
  TRUST_ADDRESS: "Bench address",
  TRUST_WHATSAPP_LINK: "none",
  TRUST_UPI_ID: "none",
  TRUST_PAYMENT_PHONE: "none",
  GRIEVANCE_OFFICER_NAME: "Bench Officer",
  GRIEVANCE_OFFICER_DESIGNATION: "Grievance Officer",
  GRIEVANCE_OFFICER_EMAIL: "grievance@bench.invalid",
  GRIEVANCE_OFFICER_PHONE: "+91 20 0000 0001",
  GRIEVANCE_OFFICER_ADDRESS: "Bench address",
};
const env = {
  PORT: String(PORT),
  HOST: "127.0.0.1",
  NODE_ENV: "development",
  DEMO: "true",
  DATABASE_URL: `sqlite:${join(dir, "portal.db")}`,
  STORAGE_URL: `file:${join(dir, "uploads")}`,
  WEB_DIST: process.env.WEB_DIST ?? join(ROOT, "apps/web/dist"),
};
const health = `http://127.0.0.1:${PORT}/api/v1/health`;
const { mode, args } = portalCommand();

const measuredEnv = MEASURED_ENV === "production" ? { ...env, ...PRODUCTION_ENV } : env;

async function measure(label, processArgs) {
  const started = Date.now();
  const child = startProcess(processArgs, measuredEnv);
  const ms = await waitHealthy(health, started);
  // CPU used until healthy: steadier than the wall clock on a machine busy with other work.
  const cpu = cpuMs(child.pid);
  await new Promise((r) => setTimeout(r, 3000));
  const rss = rssMb(child.pid);
  await stop(child);
  console.log(`  ${label}: ${ms} ms to healthy (${cpu} ms CPU), ${rss.toFixed(1)} MB idle RSS`);
  return { ms, cpu, rss };
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
    nodeEnv: MEASURED_ENV,
    loadAverage: loadavg(),
    runs: RUNS,
    portal: {
      startMs: median(portal.map((r) => r.ms)),
      cpuMs: median(portal.map((r) => r.cpu)),
      rssMb: median(portal.map((r) => r.rss)),
    },
    bare: {
      startMs: median(bare.map((r) => r.ms)),
      cpuMs: median(bare.map((r) => r.cpu)),
      rssMb: median(bare.map((r) => r.rss)),
    },
  };
  const ratio = {
    start: result.portal.startMs / result.bare.startMs,
    cpu: result.portal.cpuMs / result.bare.cpuMs,
    rss: result.portal.rssMb / result.bare.rssMb,
  };
  console.log(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(`median of ${RUNS} | start to healthy | CPU to healthy | idle RSS`);
  const row = (r) => `${r.startMs} ms | ${r.cpuMs} ms | ${r.rssMb.toFixed(1)} MB`;
  console.log(`portal (${mode}, NODE_ENV=${MEASURED_ENV}) | ${row(result.portal)}`);
  console.log(`bare Fastify | ${row(result.bare)}`);
  console.log(`ratio | ${ratio.start.toFixed(2)}x | ${ratio.cpu.toFixed(2)}x | ${ratio.rss.toFixed(2)}x`);
  mkdirSync(join(ROOT, "bench/out"), { recursive: true });
  writeFileSync(join(ROOT, "bench/out/startup.json"), JSON.stringify({ ...result, ratio }, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
