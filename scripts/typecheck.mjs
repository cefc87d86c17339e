// `npm run typecheck`: tsc --noEmit on each TypeScript project of the workspace, two at a time (tsc
// uses one core; run one after the other they took 90 s of CI's time, side by side on two cores 50).
import { spawn } from "node:child_process";

const projects = ["apps/server", "apps/web", "e2e", "bench", "packages/shared"];
const tsc = "node_modules/typescript/bin/tsc";

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", project, "--noEmit", "--pretty"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    // Each project's errors are printed together, once it has finished.
    child.on("exit", (code) => {
      if (out) process.stdout.write(out);
      console.log(`typecheck ${project}: ${code === 0 ? "ok" : "failed"}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  [0, 1].map(async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
