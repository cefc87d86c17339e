/**
 * The deployment files (Dockerfile, compose.yaml, deploy/) are run by scripts/container-check.sh (minutes,
 * root, podman); this keeps them honest in the unit suite: every environment variable they give the
 * portal is one the config schema (or Node) knows, every file they name exists, and compose's
 * PostgreSQL is the version the image's pg_dump can back up.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { envSchema, loadConfig } from "./config";

const ROOT = resolve(import.meta.dirname, "../../..");
const read = (path: string) => readFileSync(resolve(ROOT, path), "utf8");
/** The portal's settings, and the variables Node itself reads (the compile cache that skips parsing the bundle at start). */
const NODE_VARIABLES = ["NODE_COMPILE_CACHE"];
const known = new Set([...Object.keys(envSchema.shape), ...NODE_VARIABLES]);

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, unknown> | string[];
  volumes?: string[];
}

function envNames(environment: ComposeService["environment"]): string[] {
  if (!environment) return [];
  if (Array.isArray(environment)) return environment.map((e) => e.split("=")[0] as string);
  return Object.keys(environment);
}

describe("deployment files", () => {
  it("the Dockerfile sets only known variables, runs as non-root, checks health and starts the compiled server", () => {
    const dockerfile = read("Dockerfile");
    const envBlock = [...dockerfile.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)].map((m) => m[1] as string).join(" ");
    const names = [...envBlock.matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1] as string);
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(known, `Dockerfile ENV ${name}`).toContain(name);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/--omit=dev/);
    expect(dockerfile).toMatch(/"apps\/server\/dist\/main\.js"/);
    expect((dockerfile.match(/^FROM /gm) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it("compose.yaml gives the portal's services only known variables, in both modes", () => {
    const compose = parse(read("compose.yaml"), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const portal = Object.entries(compose.services).filter(([, s]) => s.image === "vadhuvar-portal");
    expect(portal.map(([name]) => name).sort()).toEqual(["app", "app1", "app2"]);
    for (const [name, service] of portal) {
      const names = envNames(service.environment);
      expect(names.length, name).toBeGreaterThan(0);
      for (const variable of names) expect(known, `compose ${name}: ${variable}`).toContain(variable);
    }
    const scaleOut = envNames(compose.services.app1?.environment);
    for (const needed of [
      "DATABASE_URL",
      "REDIS_URL",
      "STORAGE_URL",
      "S3_ENDPOINT",
      "SESSION_SECRET",
      "PUBLIC_URL",
    ]) {
      expect(scaleOut).toContain(needed);
    }
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(":")[0] as string;
        if (source.startsWith("./")) expect(existsSync(resolve(ROOT, source)), source).toBe(true);
      }
    }
  });

  it("compose runs the PostgreSQL major version of the image's pg_dump (a backup refuses an older one)", () => {
    const dockerfile = read("Dockerfile");
    const runtimeBase = [...dockerfile.matchAll(/^FROM (\S+)\s*$/gm)].at(-1)?.[1] as string;
    // Debian bookworm's postgresql-client is 15; another Debian release means another client.
    expect(runtimeBase).toMatch(/bookworm/);
    expect(dockerfile).toMatch(/install -y --no-install-recommends postgresql-client\b/);
    const compose = parse(read("compose.yaml"), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    expect(compose.services.postgres?.image).toBe("postgres:15");
  });

  it("the podman host-network override changes only compose's services and known variables", () => {
    const compose = parse(read("compose.yaml"), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const override = parse(read("deploy/podman/compose.host-network.yaml"), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    for (const [name, service] of Object.entries(override.services)) {
      expect(Object.keys(compose.services), name).toContain(name);
      if (compose.services[name]?.image !== "vadhuvar-portal") continue;
      for (const variable of envNames(service.environment))
        expect(known, `${name}: ${variable}`).toContain(variable);
    }
  });

  it("the systemd units use only known variables and the compiled entry points", () => {
    for (const unit of ["deploy/vadhuvar.service", "deploy/vadhuvar-backup.service"]) {
      const text = read(unit);
      for (const m of text.matchAll(/^Environment=([A-Z][A-Z0-9_]*)=/gm)) expect(known, unit).toContain(m[1]);
      const { env, args } = execStart(text);
      for (const name of Object.keys(env)) expect(known, unit).toContain(name);
      expect(args[0], unit).toBe("/usr/bin/node");
      const entry = args.slice(1).find((a) => !a.startsWith("--"));
      expect(["apps/server/dist/main.js", "apps/server/dist/backup.js"], unit).toContain(entry);
    }
  });
});

/** ExecStart=/usr/bin/env NAME=value … /usr/bin/node …: the variables it sets, and the command. */
function execStart(unit: string) {
  const words = (/^ExecStart=(.*)$/m.exec(unit)?.[1] ?? "").trim().split(/\s+/);
  const env: Record<string, string> = {};
  if (words[0] === "/usr/bin/env") words.shift();
  while (words[0] && /^[A-Z][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = (words.shift() as string).split("=");
    env[name as string] = value.join("=");
  }
  return { env, args: words };
}

/**
 * An environment file written as if for a developer's machine (or with the one production line
 * forgotten), beside the settings production needs anyway: what each way of deploying makes of it.
 */
const careless = {
  NODE_ENV: "development",
  DEMO: "true",
  HOST: "127.0.0.1",
  PUBLIC_URL: "https://vadhuvar.example.org",
  SMS_PROVIDER: "http",
  SMS_HTTP_URL: "https://sms.example/api",
  SMS_HTTP_KEY: "k",
  SMS_SENDER: "VVPORT",
  SMS_DLT_TEMPLATE_ID: "1207",
  PAYMENT_SANDBOX_IN_PRODUCTION: "true",
  POSTGRES_PASSWORD: "pg-secret",
  S3_PASSWORD: "s3-secret-of-8+",
  SESSION_SECRET: "a-session-secret-of-32-characters",
};

describe("the deployment files are production by construction", () => {
  const expectProduction = (env: NodeJS.ProcessEnv, where: string) => {
    const config = loadConfig(env);
    expect(config.NODE_ENV, where).toBe("production");
    expect(config.DEMO, where).toBe(false);
  };

  it("systemd: the ExecStart line overrides the EnvironmentFile (which overrides Environment=)", () => {
    for (const unit of ["deploy/vadhuvar.service", "deploy/vadhuvar-backup.service"]) {
      const text = read(unit);
      expect(text, unit).toMatch(/^EnvironmentFile=/m);
      const { env } = execStart(text);
      expect(env, unit).toMatchObject({ NODE_ENV: "production", DEMO: "false" });
      const environment = Object.fromEntries(
        [...text.matchAll(/^Environment=([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]),
      );
      expectProduction({ ...environment, ...careless, ...env }, unit);
    }
  });

  it("compose: every portal service's environment: (which overrides env_file:) says production, no demo", () => {
    const compose = parse(read("compose.yaml"), { merge: true }) as {
      services: Record<string, ComposeService & { env_file?: string }>;
    };
    const interpolate = (value: unknown) =>
      String(value).replace(
        /\$\{([A-Z][A-Z0-9_]*)[^}]*\}/g,
        (_, name: string) => careless[name as keyof typeof careless] ?? "",
      );
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image !== "vadhuvar-portal") continue;
      const environment = Object.fromEntries(
        Object.entries(service.environment as Record<string, unknown>).map(([k, v]) => [k, interpolate(v)]),
      );
      expect(environment, name).toMatchObject({ NODE_ENV: "production", DEMO: "false" });
      expectProduction({ ...careless, ...environment }, `compose ${name}`);
    }
  });

  it("Docker: the image says production, no demo, on 0.0.0.0, where a DEMO=true given at run time is refused", () => {
    const dockerfile = read("Dockerfile");
    const envBlock = [...dockerfile.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)].map((m) => m[1] as string).join(" ");
    const image = Object.fromEntries(
      [...envBlock.matchAll(/([A-Z][A-Z0-9_]*)=(\S+)/g)].map((m) => [m[1] as string, m[2] as string]),
    );
    expect(image).toMatchObject({ NODE_ENV: "production", DEMO: "false", HOST: "0.0.0.0" });
    const { NODE_ENV, DEMO, HOST, ...settings } = careless;
    expectProduction({ ...image, ...settings }, "Dockerfile");
    // `docker run -e DEMO=true -e NODE_ENV=development` replaces the image's values: the server refuses.
    expect(() => loadConfig({ ...image, ...settings, NODE_ENV, DEMO })).toThrow(
      /DEMO=true .* HOST=0\.0\.0\.0/,
    );
  });
});
