/**
 * The production build: the server bundled to JavaScript runs without tsx, finds its translations
 * and answers; `npm start` rebuilds only when a source is newer than the last build.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TRUST_ENV } from "./test/trust-env";

const ROOT = resolve(import.meta.dirname, "../../..");
const dir = mkdtempSync(join(tmpdir(), "vv-build-"));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

const productionEnv = {
  PATH: process.env.PATH,
  // Production settings (no demo data is seeded, so it starts quickly).
  NODE_ENV: "production",
  SMS_PROVIDER: "http",
  SMS_HTTP_URL: "https://sms.example/api",
  SMS_HTTP_KEY: "k",
  SMS_SENDER: "VVPORT",
  SMS_DLT_TEMPLATE_ID: "1207",
  PUBLIC_URL: "https://vadhuvar.example.org",
  PAYMENT_SANDBOX_IN_PRODUCTION: "true",
  ...TRUST_ENV,
  SUPER_ADMIN_MOBILE: "9812345678",
  HOST: "127.0.0.1",
  DATABASE_URL: `sqlite:${join(dir, "portal.db")}`,
  STORAGE_URL: `file:${join(dir, "uploads")}`,
  LOG_LEVEL: "silent",
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, "127.0.0.1", ok));
  const port = (probe.address() as { port: number }).port;
  await new Promise((ok) => probe.close(ok));
  return port;
}

describe("production build", () => {
  it("compiles the server to JavaScript that starts with plain node", async () => {
    execFileSync(process.execPath, ["scripts/build.mjs", "server"], { cwd: ROOT, stdio: "pipe" });
    const port = await freePort();
    server = spawn(process.execPath, ["apps/server/dist/main.js"], {
      cwd: ROOT,
      stdio: "ignore",
      env: {
        ...productionEnv,
        PORT: String(port),
      },
    });
    let health: Response | undefined;
    for (let i = 0; i < 100 && !health?.ok; i++) {
      await new Promise((ok) => setTimeout(ok, 200));
      health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
    }
    expect(health?.status).toBe(200);
    // Translations come from the bundle's own copy of the locales.
    const refused = await fetch(`http://127.0.0.1:${port}/api/v1/auth/otp`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "mr" },
      body: "{}",
    });
    const body = (await refused.json()) as { error: { message: string } };
    expect(refused.status).toBe(400);
    expect(body.error.message).toMatch(/[\u0900-\u097f]/);

    // `npm run backup` while the portal runs, then `npm run restore` on a new, empty data folder.
    const cli = (env: Record<string, string>, ...args: string[]) =>
      spawnSync(process.execPath, ["apps/server/dist/backup.js", ...args], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...productionEnv, ...env },
      });
    const made = cli({ BACKUP_DIR: join(dir, "backups") }, "backup");
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    const archive = join(
      dir,
      "backups",
      readdirSync(join(dir, "backups")).find((n) => n.endsWith(".tar.gz")) as string,
    );
    const fresh = {
      DATABASE_URL: `sqlite:${join(dir, "new-machine", "portal.db")}`,
      STORAGE_URL: `file:${join(dir, "new-machine", "uploads")}`,
    };
    const restored = cli(fresh, "restore", archive);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/checksums verified/);
    const again = cli(fresh, "restore", archive);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds data: restore with --force/);
  }, 90_000);

  it("counts sources but not tests when deciding whether to rebuild", async () => {
    const { newestSourceTime } = (await import(join(ROOT, "scripts/build-info.mjs"))) as {
      newestSourceTime(): number;
    };
    const newest = newestSourceTime();
    expect(newest).toBeGreaterThan(0);
    expect(newest).toBeLessThanOrEqual(Date.now());
  });
});
