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
import { envSchema } from "./config";

const ROOT = resolve(import.meta.dirname, "../../..");
const read = (path: string) => readFileSync(resolve(ROOT, path), "utf8");
/** The portal's settings, and the variables Node itself reads (the compile cache of issue 17). */
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
      const exec = /^ExecStart=\S+ (?:--\S+ )*(\S+)/m.exec(text)?.[1] as string;
      expect(["apps/server/dist/main.js", "apps/server/dist/backup.js"], unit).toContain(exec);
    }
  });
});
