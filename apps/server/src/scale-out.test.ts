/**
 * Scale-out end to end: two app servers (production settings) on PostgreSQL, Redis and an
 * S3-compatible store (s3rver), behind a round-robin proxy. A member signs in through one server and
 * sees the photo uploaded there through the other; limits are counted once for both; a list answer
 * one server keeps is not reused once a profile changes through the other, nor a session it keeps
 * once signed out through the other; one server is killed
 * during a load run and only the requests in flight on it fail.
 * Runs when TEST_POSTGRES_URL and TEST_REDIS_URL are set (CI sets both).
 */

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import autocannon from "autocannon";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, photoJpeg } from "./features/media/fixtures";
import { demoProfileInput, seededRandom } from "./seed/profile-factory";
import { startRoundRobinProxy } from "./test/round-robin-proxy";
import { TRUST_ENV } from "./test/trust-env";

const ROOT = resolve(import.meta.dirname, "../../..");
const PG = process.env.TEST_POSTGRES_URL;
const REDIS = process.env.TEST_REDIS_URL;
const LOAD_SECONDS = Number(process.env.SCALE_OUT_LOAD_SECONDS ?? 15);
const ADMIN = "9812300001";

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((ok) => probe.listen(0, "127.0.0.1", ok));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((ok) => probe.close(ok));
  return port;
}

// Needs the real PostgreSQL and Redis (CI sets both); the Node 22 pass runs SQLite only and skips it.
describe.skipIf(!PG || !REDIS)("two app servers behind a proxy", () => {
  const dir = mkdtempSync(join(tmpdir(), "vv-scale-out-"));
  const database = `vv_scale_${randomBytes(4).toString("hex")}`;
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: join(dir, "s3"),
    configureBuckets: [{ name: "vv-photos", configs: [] }],
  });
  const texts: string[] = [];
  const gateway: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      texts.push((JSON.parse(raw) as { message: string }).message);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  const servers: { port: number; child: ChildProcess }[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let admin: pg.Client;
  let adminCookie = "";

  async function startServer(env: Record<string, string>) {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...env, PORT: String(port) },
    });
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { port, child };
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error("app server did not start");
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const s3Address = await s3.run();
    await new Promise<void>((ok) => gateway.listen(0, "127.0.0.1", ok));
    const url = new URL(PG as string);
    url.pathname = `/${database}`;
    const env = {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS as string,
      REDIS_KEY_PREFIX: `vv:${database}:`,
      STORAGE_URL: "s3://vv-photos/portal",
      S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      SESSION_SECRET: randomBytes(24).toString("hex"),
      PUBLIC_URL: "https://vadhuvar.example.org",
      PAYMENT_SANDBOX_IN_PRODUCTION: "true",
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
      SMS_HTTP_KEY: "k",
      SMS_SENDER: "VVPORT",
      SMS_DLT_TEMPLATE_ID: "1207",
      SUPER_ADMIN_MOBILE: ADMIN,
      ...TRUST_ENV,
      TRUST_PROXY: "1",
      CONTACT_IP_SENDS_PER_WINDOW: "3",
    };
    // One after the other: the first migrates the new database.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    proxy = await startRoundRobinProxy(servers.map((s) => s.port));
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) s.child.kill("SIGKILL");
    await proxy?.close();
    await s3.close();
    await new Promise((ok) => gateway.close(ok));
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
    rmSync(dir, { recursive: true, force: true });
  });

  const on = (i: number, path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${servers[i]?.port}/api/v1${path}`, init);
  const json = (body: unknown, extra: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", ...extra },
    body: JSON.stringify(body),
  });

  it("signs in through one server, uploads there, and sees the photo through the other", async () => {
    expect((await on(0, "/auth/otp", json({ mobile: ADMIN }))).status).toBe(200);
    const code = /\d{6}/.exec(texts.at(-1) ?? "")?.[0] as string;
    expect(code).toMatch(/^\d{6}$/);
    // A second code within the cooldown is refused by the other server too (OTP state is shared).
    expect((await on(1, "/auth/otp", json({ mobile: ADMIN }))).status).toBe(429);
    const verified = await on(1, "/auth/otp/verify", json({ mobile: ADMIN, otp: code }));
    expect(verified.status).toBe(200);
    const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] as string;
    expect(cookie).toMatch(/^vv_session=/);
    adminCookie = cookie;
    // The super admin made at start has accepted no Terms yet: every other route answers 428 until then.
    const accepted = await on(
      0,
      "/legal/accept",
      json(
        { terms: SHIPPED_LEGAL_VERSIONS.terms.version, privacy: SHIPPED_LEGAL_VERSIONS.privacy.version },
        { cookie },
      ),
    );
    expect(accepted.status).toBe(200);

    const upload = multipartBody(await photoJpeg(600, 400));
    const uploaded = await on(0, "/media/photos", {
      method: "POST",
      headers: { ...upload.headers, cookie },
      body: new Uint8Array(upload.payload),
    });
    expect(uploaded.status).toBe(201);
    const { photoId } = (await uploaded.json()) as { photoId: string };
    const viaOther = await on(1, `/media/photos/${photoId}/full.jpg`, { headers: { cookie } });
    expect(viaOther.status).toBe(200);
    expect(Buffer.from(await viaOther.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("a list answer one server keeps gives way to a profile approved through the other", async () => {
    const headers = { cookie: adminCookie };
    const brides = async () =>
      ((await (await on(0, "/profiles?gender=2", { headers })).json()) as { items: { id: number }[] }).items;
    expect(await brides()).toEqual([]);
    expect(await brides()).toEqual([]); // kept by server 0 now

    const upload = multipartBody(await photoJpeg(400, 400));
    const uploaded = await on(1, "/media/photos", {
      method: "POST",
      headers: { ...upload.headers, ...headers },
      body: new Uint8Array(upload.payload),
    });
    const { photoId } = (await uploaded.json()) as { photoId: string };
    const created = await on(
      1,
      "/profiles",
      json({ ...demoProfileInput(seededRandom(3), 2), photoId }, headers),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const approved = await on(1, `/admin/profiles/${id}/actions`, json({ action: "approve" }, headers));
    expect(approved.status, await approved.text()).toBeLessThan(300);

    expect((await brides()).map((b) => b.id)).toEqual([id]);
  });

  it("a session signed out through one server is refused by the other at once", async () => {
    const headers = { cookie: adminCookie };
    expect((await on(0, "/auth/me", { headers })).status).toBe(200);
    expect((await on(0, "/auth/me", { headers })).status).toBe(200); // kept by server 0 now
    expect((await on(1, "/auth/logout", json({}, headers))).status).toBe(200);
    // Server 0 hears of it from PostgreSQL (migration 059) before this next request reaches it.
    expect((await on(0, "/auth/me", { headers })).status).toBe(401);
  });

  it("counts a per-IP limit once for both servers (Redis)", async () => {
    const message = (n: number) =>
      json(
        {
          firstName: "Asha",
          lastName: "Patil",
          mobileOrEmail: "9812300002",
          subject: "Scale",
          message: `Message ${n} for the committee`,
          requestId: randomUUID(),
        },
        { "x-forwarded-for": "203.0.113.77" },
      );
    const statuses: string[] = [];
    for (let n = 0; n < 4; n++) {
      const status = (await on(n % 2, "/contact", message(n))).status;
      statuses.push(status < 300 ? "ok" : String(status));
    }
    expect(statuses).toEqual(["ok", "ok", "ok", "429"]);
  });

  it(
    `keeps answering when one server is killed during ${LOAD_SECONDS} s of load`,
    async () => {
      const run = autocannon({
        url: `http://127.0.0.1:${proxy.port}/api/v1/config`,
        connections: 8,
        duration: LOAD_SECONDS,
      });
      let killedAt = 0;
      const killer = setTimeout(
        () => {
          killedAt = Date.now();
          servers[0]?.child.kill("SIGKILL");
        },
        (LOAD_SECONDS * 1000) / 3,
      );
      const result = await run;
      clearTimeout(killer);
      expect(killedAt).toBeGreaterThan(0);
      const failed = result.errors + result.timeouts + result.non2xx;
      console.log(
        `scale-out load: ${result.requests.total} requests in ${LOAD_SECONDS} s, ${failed} failed ` +
          `(errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}), p99 ${result.latency.p99} ms`,
      );
      expect(result.requests.total).toBeGreaterThan(100);
      // Only requests in flight on the killed server may fail, at most one per connection (the proxy,
      // like Caddy, retries a GET that fails before its answer began, so most are retried).
      expect(failed).toBeLessThanOrEqual(8);
      // The other server kept answering after the kill.
      expect((await fetch(`http://127.0.0.1:${proxy.port}/api/v1/ready`)).status).toBe(200);
    },
    (LOAD_SECONDS + 60) * 1000,
  );
});
