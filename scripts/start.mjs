// `npm start`: runs the compiled server (in demo mode on 127.0.0.1 unless told otherwise, see
// quick-start-env.mjs), building first only when the build is missing or older than its sources.
import { spawnSync } from "node:child_process";
import module from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, SERVER_DIST, staleReason } from "./build-info.mjs";
import { quickStartEnv } from "./quick-start-env.mjs";

const reason = staleReason();
if (reason) {
  console.log(`Building (${reason})…`);
  const built = spawnSync(process.execPath, [join(ROOT, "scripts/build.mjs")], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
Object.assign(process.env, quickStartEnv(process.env));
process.setSourceMapsEnabled(true);
// Node 22 caches the compiled bundle on disk (in NODE_COMPILE_CACHE, else the temp dir), so a
// restart skips parsing it; Node 20 has no compile cache and goes on without one.
module.enableCompileCache?.();
await import(pathToFileURL(join(SERVER_DIST, "main.js")).href);
