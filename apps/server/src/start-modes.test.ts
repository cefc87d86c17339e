/**
 * Each way of starting the server, and what it may do: only the quick start (`npm start`, demo mode
 * on a loopback address) seeds the demo accounts and serves the one-time passwords. The deployment
 * files' side (systemd, compose, the image) is in deploy-files.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig, testConfig } from "./config";
import { startServer } from "./start";

type Env = Record<string, string | undefined>;
const { quickStartEnv } = (await import(
  resolve(import.meta.dirname, "../../../scripts/quick-start-env.mjs")
)) as {
  quickStartEnv: (env: Env) => Env;
};

const dir = mkdtempSync(join(tmpdir(), "vv-start-modes-"));
const started: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of started) await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET as curl sends it, to the listening server. */
function get(app: FastifyInstance, path: string) {
  const { address, port } = app.server.address() as AddressInfo;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ host: address, port, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

/** What main.ts does with an environment: load the config, build, seed if it may, listen (any free port). */
async function start(env: Env) {
  const config = loadConfig({
    ...env,
    PORT: "0",
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent",
    DATABASE_URL: "sqlite::memory:",
    STORAGE_URL: `file:${join(dir, `uploads-${started.length}`)}`,
    BACKUP_INTERVAL_HOURS: "0",
  });
  const app = await startServer(await buildApp(config));
  started.push(app);
  return app;
}

describe("the quick start (npm start)", () => {
  it("turns demo mode on, on 127.0.0.1, unless the environment says otherwise", () => {
    expect(quickStartEnv({})).toMatchObject({ DEMO: "true", HOST: "127.0.0.1" });
    expect(quickStartEnv({ HOST: "::1" })).toMatchObject({ DEMO: "true", HOST: "::1" });
    expect(quickStartEnv({ DEMO: "false" })).toEqual({ DEMO: "false" });
    expect(quickStartEnv({ NODE_ENV: "production" })).toEqual({ NODE_ENV: "production" });
  });

  it("seeds the demo accounts and serves the OTP outbox and the demo flag, on loopback", async () => {
    const app = await start(quickStartEnv({}));
    expect((app.server.address() as AddressInfo).address).toBe("127.0.0.1");
    expect(await app.services.users.count()).toBeGreaterThan(0);
    expect((await app.services.users.findByMobile("9000000001"))?.role).toBe("super_admin");
    const outbox = await get(app, "/api/v1/dev/outbox");
    expect(outbox.status).toBe(200);
    expect(JSON.parse(outbox.body)).toHaveProperty("messages");
    expect(JSON.parse((await get(app, "/api/v1/config")).body).demo).toBe(true);
  }, 120_000);

  it("with HOST=0.0.0.0 (or any address others reach) refuses to start, saying why", () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.20", "vadhuvar.example.org"]) {
      expect(() => loadConfig(quickStartEnv({ HOST })), HOST).toThrow(
        new RegExp(`DEMO=true .* refused on HOST=${HOST.replace(/\./g, "\\.")}`),
      );
    }
  });
});

describe("a plain start (node apps/server/dist/main.js) without DEMO", () => {
  it("seeds nothing and has no outbox, even outside production and on loopback", async () => {
    for (const NODE_ENV of ["development", "test"]) {
      const app = await start({ NODE_ENV, HOST: "127.0.0.1" });
      expect(await app.services.users.count(), NODE_ENV).toBe(0);
      expect((await get(app, "/api/v1/dev/outbox")).status, NODE_ENV).toBe(404);
      expect(JSON.parse((await get(app, "/api/v1/config")).body).demo, NODE_ENV).toBe(false);
    }
  });

  it('offers no sandbox checkout (anyone could "pay" with its button) and no console SMS to others', async () => {
    const app = await start({ NODE_ENV: "development", HOST: "127.0.0.1" });
    expect(app.services.paymentProviders.active.available).toBe(false);
    const demo = await start(quickStartEnv({}));
    expect(demo.services.paymentProviders.active.available).toBe(true);
    expect(() => loadConfig({ NODE_ENV: "development" })).toThrow(/SMS_PROVIDER=console .* HOST=0\.0\.0\.0/);
  }, 120_000);

  it("refuses SEED_DEMO=true without demo mode", () => {
    expect(() => loadConfig({ SEED_DEMO: "true" })).toThrow(/SEED_DEMO=true .* needs DEMO=true/);
  });
});

describe("demo mode is refused", () => {
  it("on any address but loopback, also when built directly (no way of starting skips the check)", async () => {
    expect(() => loadConfig({ DEMO: "true", HOST: "0.0.0.0" })).toThrow(/HOST=0\.0\.0\.0/);
    await expect(buildApp(testConfig({ DEMO: true, HOST: "0.0.0.0" }))).rejects.toThrow(/DEMO=true/);
    for (const HOST of ["127.0.0.1", "127.0.0.53", "::1", "[::1]", "localhost", "::ffff:127.0.0.1"])
      expect(() => loadConfig({ DEMO: "true", HOST }), HOST).not.toThrow();
  });

  it("in production", () => {
    expect(() => loadConfig({ DEMO: "true", HOST: "127.0.0.1", NODE_ENV: "production" })).toThrow(
      /DEMO=true .* refused when NODE_ENV=production/,
    );
  });
});
