// `npm run test:e2e` after the build: the phone and the desktop projects side by side, each with its
// own server, database, port and output folder (E2E_PORT, E2E_OUTPUT). One run keeps a 2-core machine
// about a third busy (its tests mostly wait for pages), so two finish in little more than the time of
// one. E2E_SHARDS=n splits each project by spec file into n runs, for a machine with more cores: on
// 2 cores four runs were CPU-bound (28 November: no faster than two, and journeys twice as slow).
// Arguments go to every run; with --project, a single run as usual.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const args = process.argv.slice(2);
const cli = ["node_modules/@playwright/test/cli.js", "test"];
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));

function run(project, port, shard) {
  const projectArgs = project ? [`--project=${project}`] : [];
  const shardArgs = shard ? [`--shard=${shard}/${shards}`] : [];
  const name = project ? `${project}${shard ? `-${shard}` : ""}` : "all";
  const child = spawn(process.execPath, [...cli, ...projectArgs, ...shardArgs, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, E2E_PORT: String(port), E2E_OUTPUT: `test-results/${name}` },
  });
  const label = project ? `${name.padEnd(9)} | ` : "";
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on("line", (line) => out.write(`${label}${line}\n`));
  }
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const single = args.some((a) => a === "--project" || a.startsWith("--project="));
const runs = [];
if (single) runs.push(run(null, 3100));
else {
  let port = 3100;
  for (const project of ["phone", "desktop"]) {
    for (let shard = 1; shard <= shards; shard++) runs.push(run(project, port++, shards > 1 ? shard : null));
  }
}
const codes = await Promise.all(runs);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
