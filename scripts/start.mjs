// `npm start`: runs the compiled server, building first only when the build is missing or older
// than its sources.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, SERVER_DIST, staleReason } from "./build-info.mjs";

const reason = staleReason();
if (reason) {
  console.log(`Building (${reason})…`);
  const built = spawnSync(process.execPath, [join(ROOT, "scripts/build.mjs")], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(SERVER_DIST, "main.js")).href);
