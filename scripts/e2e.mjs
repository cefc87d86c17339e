// `npm run test:e2e` after the build: the phone and the desktop projects as two Playwright runs side by
// side, each with its own server, database and output folder (E2E_PORT, E2E_OUTPUT). One run keeps a
// 2-core machine about a third busy (its tests mostly wait for pages), so two finish in little more than
// the time of one. Arguments go to both runs; with --project, a single run as usual.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const args = process.argv.slice(2);
const cli = ["node_modules/@playwright/test/cli.js", "test"];

function run(project, port) {
  const projectArgs = project ? [`--project=${project}`] : [];
  const child = spawn(process.execPath, [...cli, ...projectArgs, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_OUTPUT: project ? `test-results/${project}` : "test-results/all",
    },
  });
  const label = project ? `${project.padEnd(7)} | ` : "";
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on("line", (line) => out.write(`${label}${line}\n`));
  }
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const single = args.some((a) => a === "--project" || a.startsWith("--project="));
const codes = single
  ? [await run(null, 3100)]
  : await Promise.all([run("phone", 3100), run("desktop", 3101)]);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
