#!/usr/bin/env node
/**
 * Starts services of compose.yaml with podman, on the host's network. Debian bookworm's podman-compose
 * (1.0.3) knows no profiles and always joins containers to a bridge network, which this kind of
 * machine cannot make; this reads the same file the same way for what compose.yaml uses: ${VAR},
 * ${VAR:?message}, ${VAR:-default} and $$ from the env file and the environment, `<<` merges,
 * env_file, environment, command, named and ./ volumes, restart, and an override file merged on top.
 *
 *   node deploy/podman/compose.mjs --project P --env-file F [-f FILE]... up SERVICE...
 *   node deploy/podman/compose.mjs --project P --env-file F [-f FILE]... run SERVICE CMD...
 *   node deploy/podman/compose.mjs --project P [-f FILE]... config      (the merged services, as JSON)
 *
 * Containers are named P-SERVICE, volumes P_NAME, all labelled vv.compose.project=P for the clean-up.
 * Images are not built here: scripts/container-check.sh builds them first.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parse } from "yaml";

const argv = process.argv.slice(2);
const files = [];
let project = "vadhuvar";
let envFile;
while (argv[0]?.startsWith("-")) {
  const flag = argv.shift();
  const value = argv.shift();
  if (flag === "-f") files.push(resolve(value));
  else if (flag === "--project") project = value;
  else if (flag === "--env-file") envFile = resolve(value);
  else throw new Error(`unknown option ${flag}`);
}
const [command, ...services] = argv;
if (!files.length) files.push(resolve("compose.yaml"));
const projectDir = dirname(files[0]);

/** KEY=VALUE lines, as compose reads .env: blanks and # comments skipped, no quoting rules needed here. */
function readEnvFile(path) {
  const out = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}
const variables = { ...(envFile ? readEnvFile(envFile) : {}), ...process.env };

function interpolate(text) {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:\?|:-)([^}]*))?\}/g, (all, name, op, arg) => {
    if (all === "$$") return "$";
    const value = variables[name];
    if (op === ":?" && !value) throw new Error(`${name}: ${arg}`);
    if (op === ":-" && !value) return arg;
    return value ?? "";
  });
}

function merge(target, source) {
  if (Array.isArray(source) || typeof source !== "object" || source === null) return source;
  const out = { ...(typeof target === "object" && !Array.isArray(target) ? target : {}) };
  for (const [key, value] of Object.entries(source)) out[key] = merge(out[key], value);
  return out;
}

const compose = files
  .map((file) => parse(interpolate(readFileSync(file, "utf8")), { merge: true }))
  .reduce((a, b) => merge(a, b), {});
for (const service of Object.values(compose.services)) {
  for (const key of Object.keys(service)) if (key.startsWith("<<")) delete service[key];
}

function runArgs(name, service, once) {
  const args = once
    ? ["run", "--rm", "--name", `${project}-${name}-run`, "--label", `vv.compose.project=${project}`]
    : ["run", "-d", "--name", `${project}-${name}`, "--label", `vv.compose.project=${project}`];
  args.push("--pull", "never", "--network", service.network_mode ?? "host");
  if (service.restart && !once) args.push("--restart", service.restart);
  for (const file of [service.env_file ?? []].flat()) {
    // compose.yaml's `env_file: .env` is the settings file this run was given.
    args.push("--env-file", file === ".env" && envFile ? envFile : resolve(projectDir, file));
  }
  const environment = service.environment ?? {};
  const pairs = Array.isArray(environment)
    ? environment
    : Object.entries(environment).map(([k, v]) => `${k}=${v ?? ""}`);
  for (const pair of pairs) args.push("--env", pair);
  for (const volume of service.volumes ?? []) {
    const [source, ...rest] = volume.split(":");
    const host =
      source.startsWith(".") || source.startsWith("/") ? resolve(projectDir, source) : `${project}_${source}`;
    const exists = () => spawnSync("podman", ["volume", "exists", host]).status === 0;
    if (!host.startsWith("/") && !exists()) {
      const label = `vv.compose.project=${project}`;
      const made = spawnSync("podman", ["volume", "create", "--label", label, host], {
        stdio: ["ignore", "ignore", "inherit"],
      });
      if (made.status !== 0) process.exit(made.status ?? 1);
    }
    args.push("--volume", [host, ...rest].join(":"));
  }
  args.push(service.image);
  const cmd = once ?? service.command;
  if (cmd) args.push(...(Array.isArray(cmd) ? cmd : cmd.split(/\s+/)));
  return args;
}

if (command === "config") {
  console.log(JSON.stringify(compose.services, null, 2));
} else if (command === "up") {
  for (const name of services) {
    const service = compose.services[name];
    if (!service) throw new Error(`no service ${name}`);
    const result = spawnSync("podman", runArgs(name, service), { stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
} else if (command === "run") {
  // Like `docker compose run --rm SERVICE CMD…`: the service's settings, this command, in the foreground.
  const [name, ...cmd] = services;
  const service = compose.services[name];
  if (!service || !cmd.length) throw new Error("usage: run SERVICE CMD…");
  const result = spawnSync("podman", runArgs(name, service, cmd), { stdio: "inherit" });
  process.exit(result.status ?? 1);
} else {
  console.error(
    "usage: compose.mjs [--project P] [--env-file F] [-f FILE]... up SERVICE... | run SERVICE CMD... | config",
  );
  process.exit(2);
}
