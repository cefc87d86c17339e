import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Config } from "../config";

/**
 * The server secret OTP hashes are keyed with: SESSION_SECRET when set; otherwise one generated once
 * and kept beside the SQLite file (`./data/session-secret`), or per process for in-memory databases.
 * Several app servers (PostgreSQL) must share one: config refuses production without it.
 */
export function resolveServerSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = config.DATABASE_URL.startsWith("sqlite:") ? config.DATABASE_URL.slice("sqlite:".length) : null;
  if (!file || file === ":memory:") return randomBytes(32).toString("hex");
  const path = join(resolve(dirname(file)), "session-secret");
  if (existsSync(path)) {
    const stored = readFileSync(path, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
