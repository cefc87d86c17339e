// Does the portal stay responsive while biodata PDFs are being made?
//
//   node bench/pdf-health.mjs        (3 runs, medians; prints a table and writes bench/out/)
//
// A portal with the demo data runs in its own process. Each run restarts it (no PDF cached yet),
// then two load generators, each in its own process, run side by side for DURATION seconds:
// 10 connections downloading biodata PDFs (every demo profile, in English and Marathi, so nearly
// every download is a fresh render) and one connection asking /api/v1/health 20 times a second.
// Reported: /health latency p50/p99 under that load, and PDFs per second.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { median, portalCommand, ROOT, startProcess, stop, waitHealthy } from "./portal-process.mjs";

const run = promisify(execFile);
const RUNS = 3;
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const ADMIN = "9000000001";
const origin = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), "vv-bench-pdf-"));
const env = {
  PORT: String(PORT),
  HOST: "127.0.0.1",
  NODE_ENV: "development",
  // Demo mode (loopback): the demo accounts and the OTP outbox the bench signs in with.
  DEMO: "true",
  DATABASE_URL: `sqlite:${join(dir, "portal.db")}`,
  STORAGE_URL: `file:${join(dir, "uploads")}`,
  WEB_DIST: process.env.WEB_DIST ?? join(ROOT, "apps/web/dist"),
  OTP_IP_SENDS_PER_WINDOW: "1000",
  // One member downloads every PDF over and over: lift the per-member caps (else nearly every
  // answer is a 429 and the figures measure those).
  LIMIT_PDF_DOWNLOADS: "1000000/1",
  LIMIT_CONTACT_VIEWS: "1000000/1",
};
const { mode, args } = portalCommand(process.env.BENCH_ROOT ?? ROOT);

async function json(path, init) {
  const res = await fetch(`${origin}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A session token for the demo super admin (kept in the database across restarts). */
async function adminToken() {
  const post = (path, body) =>
    json(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await post("/api/v1/auth/otp", { mobile: ADMIN });
  const outbox = await json("/api/v1/dev/outbox");
  const code = outbox.messages.find((m) => m.mobile === ADMIN).code;
  return (await post("/api/v1/auth/otp/verify", { mobile: ADMIN, otp: code, returnToken: true })).token;
}

async function profileSlugs(token) {
  const slugs = [];
  for (let page = 1; page < 50; page++) {
    const list = await json(`/api/v1/profiles?page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    slugs.push(...list.items.map((p) => p.slug));
    if (list.items.length === 0 || slugs.length >= list.total) break;
  }
  return slugs;
}

async function load(options) {
  const { stdout } = await run(
    process.execPath,
    [join(ROOT, "bench/load-child.mjs"), JSON.stringify(options)],
    {
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

try {
  console.log(`portal (${mode}): preparing the database (first start: migrations and demo data)`);
  let server = startProcess(args, env);
  await waitHealthy(`${origin}/api/v1/health`, Date.now(), 600_000);
  const token = await adminToken();
  const slugs = await profileSlugs(token);
  // Slugs carry Marathi names: percent-encoded, as a browser sends them.
  const paths = slugs.flatMap((slug) => [
    `/api/v1/profiles/${encodeURIComponent(slug)}/pdf?lang=mr`,
    `/api/v1/profiles/${encodeURIComponent(slug)}/pdf?lang=en`,
  ]);
  console.log(`${slugs.length} profiles, ${paths.length} different PDFs`);
  const idle = await load({ url: `${origin}/api/v1/health`, connections: 1, duration: 5, overallRate: 20 });
  console.log(`/health alone: p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms`);
  await stop(server);

  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    server = startProcess(args, env);
    await waitHealthy(`${origin}/api/v1/health`, Date.now());
    const [pdf, health] = await Promise.all([
      load({
        url: origin,
        connections: 10,
        duration: DURATION,
        headers: { authorization: `Bearer ${token}` },
        paths: [...paths.slice((i * 17) % paths.length), ...paths.slice(0, (i * 17) % paths.length)],
      }),
      load({ url: `${origin}/api/v1/health`, connections: 1, duration: DURATION, overallRate: 20 }),
    ]);
    await stop(server);
    runs.push({ pdf, health });
    console.log(
      `run ${i}: /health p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms, max ${health.latency.max} ms;` +
        ` PDFs ${pdf.requests} (${pdf.rps.toFixed(1)}/s, non-2xx ${pdf.non2xx}, errors ${pdf.errors})`,
    );
  }
  const result = {
    mode,
    runs: RUNS,
    durationSeconds: DURATION,
    distinctPdfs: paths.length,
    healthIdle: idle.latency,
    healthUnderLoad: {
      p50: median(runs.map((r) => r.health.latency.p50)),
      p99: median(runs.map((r) => r.health.latency.p99)),
    },
    pdfPerSecond: median(runs.map((r) => r.pdf.rps)),
    pdfsPerRun: runs.map((r) => r.pdf.requests),
    non2xxPerRun: runs.map((r) => r.pdf.non2xx),
    loadAverage: loadavg(),
  };
  console.log(
    `\nmedian of ${RUNS}: /health p99 ${result.healthUnderLoad.p99} ms (p50 ${result.healthUnderLoad.p50} ms)`,
  );
  console.log(`while 10 connections download PDFs at ${result.pdfPerSecond.toFixed(1)}/s`);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  mkdirSync(join(ROOT, "bench/out"), { recursive: true });
  writeFileSync(join(ROOT, "bench/out/pdf-health.json"), JSON.stringify(result, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
