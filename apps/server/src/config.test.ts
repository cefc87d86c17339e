import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema, loadConfig } from "./config";

const ROOT = resolve(import.meta.dirname, "../../..");
const schemaNames = Object.keys(envSchema.shape).sort();

/** Variable names a line of .env.example sets or shows commented out (`# NAME=value`). */
export function envExampleNames(text: string): string[] {
  return [...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
}

/** Backticked names in the first column of the README's configuration table. */
function readmeTableNames(): string[] {
  const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"));
  const table = section.slice(0, section.indexOf("\n## "));
  return table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) =>
      [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string),
    );
}

const uniqueSorted = (names: string[]) => [...new Set(names)].sort();

describe("configuration documents", () => {
  it(".env.example lists every variable of the config schema, and no other", () => {
    const names = envExampleNames(readFileSync(resolve(ROOT, ".env.example"), "utf8"));
    expect(uniqueSorted(names), "add the variable to .env.example with its default and a comment").toEqual(
      schemaNames,
    );
  });

  it("the README's configuration table names every variable of the config schema once, and no other", () => {
    const names = readmeTableNames();
    expect(uniqueSorted(names), "add a row to README.md § Configuration").toEqual(schemaNames);
    expect(names.length, "a variable has two rows in README.md § Configuration").toBe(schemaNames.length);
  });

  it("the defaults .env.example shows are the schema's", () => {
    const text = readFileSync(resolve(ROOT, ".env.example"), "utf8");
    const defaults = envSchema.parse({}) as Record<string, unknown>;
    for (const m of text.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)) {
      const [, name, shown] = m as unknown as [string, string, string];
      const actual = defaults[name];
      // optional (example value), machine path, or parsed into a structure (COUNT/MINUTES limits)
      if (actual === undefined || name === "WEB_DIST" || typeof actual === "object") continue;
      expect(String(actual), name).toBe(shown);
    }
  });
});

const safeProduction = {
  NODE_ENV: "production",
  SMS_PROVIDER: "http",
  SMS_HTTP_URL: "https://sms.example/api",
  SMS_HTTP_KEY: "k",
  SMS_SENDER: "VVPORT",
  SMS_DLT_TEMPLATE_ID: "1207",
  PUBLIC_URL: "https://vadhuvar.example.org",
  PAYMENT_SANDBOX_IN_PRODUCTION: "true",
};

describe("production refuses unsafe settings and says which", () => {
  it("starts with safe settings", () => {
    expect(() => loadConfig(safeProduction)).not.toThrow();
    expect(() =>
      loadConfig({
        ...safeProduction,
        DATABASE_URL: "postgres://db/portal",
        SESSION_SECRET: "0123456789abcdef",
      }),
    ).not.toThrow();
  });

  it.each([
    ["console SMS", { SMS_PROVIDER: "console" }, /SMS_PROVIDER=console/],
    [
      "sandbox payments without the flag",
      { PAYMENT_SANDBOX_IN_PRODUCTION: "false" },
      /PAYMENT_SANDBOX_IN_PRODUCTION=true/,
    ],
    ["no PUBLIC_URL", { PUBLIC_URL: undefined }, /PUBLIC_URL \(https:\/\/…\) must be set in production/],
    [
      "an http:// PUBLIC_URL",
      { PUBLIC_URL: "http://vadhuvar.example.org" },
      /PUBLIC_URL must start with https:\/\//,
    ],
    ["the generated secret on PostgreSQL", { DATABASE_URL: "postgres://db/portal" }, /SESSION_SECRET/],
    ["the generated secret with Redis", { REDIS_URL: "redis://127.0.0.1:6379" }, /SESSION_SECRET/],
  ])("refuses %s", (_name, change, message) => {
    const env: Record<string, string | undefined> = { ...safeProduction, ...change };
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("names every problem at once", () => {
    expect(() => loadConfig({ NODE_ENV: "production", REDIS_URL: "redis://r" })).toThrow(
      /SMS_PROVIDER=console[\s\S]*PAYMENT_SANDBOX_IN_PRODUCTION[\s\S]*PUBLIC_URL[\s\S]*SESSION_SECRET/,
    );
  });

  it("refuses the console SMS adapter on an address others can reach, whatever NODE_ENV says", () => {
    expect(() => loadConfig({})).toThrow(/SMS_PROVIDER=console[\s\S]*HOST=0\.0\.0\.0/);
    expect(() => loadConfig({ NODE_ENV: "development", HOST: "192.168.1.20" })).toThrow(
      /SMS_PROVIDER=console/,
    );
    expect(() => loadConfig({ HOST: "::1" })).not.toThrow();
    expect(() =>
      loadConfig({
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: "https://x",
        SMS_HTTP_KEY: "k",
        SMS_SENDER: "VVPORT",
        SMS_DLT_TEMPLATE_ID: "1",
      }),
    ).not.toThrow();
  });

  it("allows all of them outside production, but never a malformed PUBLIC_URL", () => {
    expect(() =>
      loadConfig({ HOST: "127.0.0.1", REDIS_URL: "redis://r", PUBLIC_URL: "http://localhost:3000" }),
    ).not.toThrow();
    expect(() => loadConfig({ HOST: "127.0.0.1", PUBLIC_URL: "vadhuvar.example.org" })).toThrow(
      /PUBLIC_URL must be the site's address/,
    );
  });
});
