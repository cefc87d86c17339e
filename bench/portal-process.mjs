// Starting and stopping a real portal (or a bare Fastify app) in a process of its own, for the
// benchmarks in this folder: the measured server never shares a CPU thread with the load generator.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");

/**
 * How the portal is started: the compiled server (apps/server/dist/main.js, `npm run build`) when
 * it exists, else the TypeScript sources through tsx. Either way node itself is the child, so its
 * pid is the server's (for memory readings) and stopping it stops the server.
 */
export function portalCommand(root = ROOT) {
  const compiled = join(root, "apps/server/dist/main.js");
  if (existsSync(compiled)) return { mode: "compiled", args: [compiled] };
  return { mode: "tsx", args: ["--import", "tsx", join(root, "apps/server/src/main.ts")] };
}

export function startProcess(args, env, cwd = ROOT) {
  const child = spawn(process.execPath, args, {
    cwd,
    // Loopback by default: the console SMS adapter the benches use is refused on any other address.
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

/** Polls until `url` answers 200; returns the milliseconds since `since`. */
export async function waitHealthy(url, since, timeoutMs = 180_000) {
  while (Date.now() - since < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

/** CPU time (user + system, every thread) a process has used so far, in ms (Linux). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (name) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

export function stop(child) {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null) return resolvePromise();
    child.once("exit", () => resolvePromise());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
