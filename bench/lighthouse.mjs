// `node bench/lighthouse.mjs`: Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G
// and 4x CPU slowdown) on the public pages and, with a member's session cookie, the profile list and
// details, against the built server (`npm run build` first) on its own port with the demo data.
// Prints the median of RUNS runs per page: performance score, LCP, CLS, TBT, and the JavaScript and
// font bytes the page downloaded. Not part of `npm test`: timings depend on the machine's load.
//
//   RUNS=3 BENCH_PORT=3324 CHROMIUM_PATH=/usr/bin/chromium PAGES=home,list node bench/lighthouse.mjs
//
// VIA=caddy measures through the deployment's own Caddy (deploy/Caddyfile, `apt-get install caddy`):
// TLS with a local certificate, HTTP/2 and Caddy's compression in front of the portal, as families
// reach it. Directly, the portal speaks HTTP/1.1, and Lighthouse then simulates six connections that
// each fetch one file at a time, which no deployment does.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { get as httpsGet } from "node:https";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = Number(process.env.BENCH_PORT ?? 3324);
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const MEMBER = process.env.BENCH_MEMBER ?? "9000000010"; // a demo member who may browse profiles
const VIA_CADDY = process.env.VIA === "caddy";
const PROXY_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;
/** Where Lighthouse opens the pages: the portal itself, or Caddy in front of it. */
const site = VIA_CADDY ? `https://127.0.0.1:${PROXY_PORT}` : base;

if (!existsSync("apps/server/dist/main.js") || !existsSync("apps/web/dist/index.html")) {
  console.error("Run `npm run build` first: the bench measures the built app.");
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "vv-lighthouse-"));
// A copy of the web build, so a rebuild during the run does not pull the files from under it.
const webDist = join(dir, "web");
cpSync(process.env.WEB_DIST ?? "apps/web/dist", webDist, { recursive: true });
const server = spawn(process.execPath, [process.env.SERVER_MAIN ?? "apps/server/dist/main.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "test", // the build is the production one
    DEMO: "true", // demo mode (loopback): the demo data and the OTP outbox the bench signs in with
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dir, "portal.db")}`,
    STORAGE_URL: `file:${join(dir, "uploads")}`,
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
    WEB_DIST: webDist,
    ...(VIA_CADDY ? { TRUST_PROXY: "1" } : {}),
  },
});
const caddy = VIA_CADDY ? startCaddy() : null;
const stopServer = () => {
  if (server.exitCode === null) server.kill("SIGTERM");
  if (caddy && caddy.exitCode === null) caddy.kill("SIGTERM");
};
process.on("exit", stopServer);

/** deploy/Caddyfile with a local site address, a local certificate and the bench's portal port. */
function startCaddy() {
  const deployed = readFileSync("deploy/Caddyfile", "utf8");
  const config = deployed
    .replace(/^\S+\s*\{/m, `https://127.0.0.1:${PROXY_PORT} {\n\ttls internal`)
    .replace("reverse_proxy 127.0.0.1:3000", `reverse_proxy 127.0.0.1:${PORT}`);
  if (config === deployed) throw new Error("deploy/Caddyfile: site address or upstream not found");
  const file = join(dir, "Caddyfile");
  writeFileSync(file, `{\n\tadmin off\n\tskip_install_trust\n}\n${config}`);
  const home = join(dir, "caddy");
  return spawn("caddy", ["run", "--config", file, "--adapter", "caddyfile"], {
    stdio: "ignore",
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
  });
}

/** Status of a GET through Caddy (its certificate is its own, so not verified here). */
function proxiedStatus(path) {
  return new Promise((resolve) => {
    const request = httpsGet(`${site}${path}`, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on("error", () => resolve(0));
  });
}

async function waitHealthy() {
  for (let i = 0; i < 240; i++) {
    try {
      const direct = (await fetch(`${base}/api/v1/health`)).ok;
      if (direct && (!VIA_CADDY || (await proxiedStatus("/api/v1/health")) === 200)) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not become healthy");
}

/** Signs the demo member in through the OTP outbox, as the e2e fixtures do; returns the cookie. */
async function signIn(mobile) {
  const headers = { "content-type": "application/json", origin: base };
  const sent = await fetch(`${base}/api/v1/auth/otp`, {
    method: "POST",
    headers,
    body: JSON.stringify({ mobile }),
  });
  if (!sent.ok) throw new Error(`otp: ${sent.status}`);
  const outbox = await (await fetch(`${base}/api/v1/dev/outbox`)).json();
  const otp = outbox.messages.find((m) => m.mobile === mobile)?.code;
  const verified = await fetch(`${base}/api/v1/auth/otp/verify`, {
    method: "POST",
    headers,
    body: JSON.stringify({ mobile, otp }),
  });
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function audit(chrome, url, cookie) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  const { lhr } = result;
  const items = lhr.audits["resource-summary"].details?.items ?? [];
  const bytes = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    js: bytes("script"),
    font: bytes("font"),
    lhr,
  };
}

try {
  await waitHealthy();
  const cookie = await signIn(MEMBER);
  const list = await (await fetch(`${base}/api/v1/profiles`, { headers: { cookie } })).json();
  // The list's links open /vadhuvar/{slug}, as a member arrives at a profile.
  const first = list.items?.[0]?.slug;
  const pages = [
    ["home", "/home"],
    ["login", "/login"],
    ["about", "/about"],
    ["job-updates", "/job-updates"],
    ["list", "/user/bride-groom-list", cookie],
    ["details", `/vadhuvar/${first}`, cookie],
  ];
  const only = process.env.PAGES?.split(",");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      ...(VIA_CADDY ? ["--ignore-certificate-errors"] : []),
    ],
  });
  const rows = [];
  const out = join("bench", "out");
  mkdirSync(out, { recursive: true });
  try {
    for (const [name, path, pageCookie] of pages) {
      if (only && !only.includes(name)) continue;
      const runs = [];
      for (let i = 0, failures = 0; i < RUNS; i++) {
        const run = await audit(chrome, `${site}${path}`, pageCookie);
        // A run Lighthouse could not finish (its runtimeError, score 0) says nothing about the page:
        // reported and run again, up to twice per page.
        if (run.lhr.runtimeError && failures < 2) {
          console.error(`${name}: run failed (${run.lhr.runtimeError.code}), again`);
          failures++;
          i--;
          continue;
        }
        runs.push(run);
      }
      const pick = (k) => median(runs.map((r) => r[k]));
      const row = {
        page: name,
        score: pick("score"),
        lcpS: +(pick("lcp") / 1000).toFixed(2),
        cls: +pick("cls").toFixed(3),
        tbtMs: Math.round(pick("tbt")),
        jsKB: +(pick("js") / 1024).toFixed(1),
        fontKB: +(pick("font") / 1024).toFixed(1),
        scores: runs.map((r) => r.score).join("/"),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
      // The median run's report, for a closer look (chrome://inspect or the Lighthouse viewer).
      const mid = runs.find((r) => r.score === row.score) ?? runs[0];
      writeFileSync(
        join(out, `lighthouse-${name}${VIA_CADDY ? "-caddy" : ""}.json`),
        JSON.stringify(mid.lhr),
      );
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `\n${VIA_CADDY ? "through Caddy (TLS, HTTP/2); " : ""}load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; median of ${RUNS} runs`,
  );
  console.table(rows);
} finally {
  stopServer();
}
