// Starts the real server on a throw-away SQLite database for the end-to-end run: the compiled one
// (`npm run build`, as `npm run test:e2e` does first), or the sources through tsx when there is none.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "vv-e2e-"));
const compiled = "apps/server/dist/main.js";
const [command, args] = existsSync(compiled)
  ? [process.execPath, ["--enable-source-maps", compiled]]
  : ["npx", ["tsx", "apps/server/src/main.ts"]];
const child = spawn(command, args, {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: process.env.E2E_PORT ?? "3100",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dir, "portal.db")}`,
    STORAGE_URL: `file:${join(dir, "uploads")}`,
    LOG_LEVEL: "warn",
    // Demo mode (loopback only): the demo accounts, and the OTP outbox the specs sign in with.
    DEMO: "true",
    SEED_DEMO: "true",
    // Every spec signs in from 127.0.0.1: the per-IP OTP caps would otherwise ration the whole suite.
    OTP_IP_SENDS_PER_WINDOW: "1000",
    OTP_IP_VERIFIES_PER_WINDOW: "1000",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
