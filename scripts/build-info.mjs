// What `npm run build` makes and which sources it is made from; shared by build.mjs and start.mjs.
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");
export const SERVER_DIST = join(ROOT, "apps/server/dist");
export const WEB_DIST = join(ROOT, "apps/web/dist");
/** Written last by a successful build: its time is the build's time. */
export const STAMP = join(SERVER_DIST, ".build-stamp");

/** The server's bundled entry points (src path -> dist name). */
export const SERVER_ENTRIES = {
  main: "apps/server/src/main.ts",
  seed: "apps/server/src/seed/cli.ts",
  "create-admin": "apps/server/src/features/users/create-admin-cli.ts",
  backup: "apps/server/src/features/backup/cli.ts",
  // Biodata PDFs render in worker threads: profiles/pdf/pool.ts starts this file beside the bundle.
  "pdf-worker": "apps/server/src/features/profiles/pdf/worker.ts",
};

const SOURCES = [
  "apps/server/src",
  "apps/server/package.json",
  "packages/shared/src",
  "packages/shared/locales",
  "packages/shared/package.json",
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "package-lock.json",
  "scripts/build.mjs",
  "scripts/build-info.mjs",
];

/** Newest modification time (ms) among the build's sources; tests are not sources. */
export function newestSourceTime() {
  let newest = 0;
  const visit = (path) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === "node_modules" || name === "dist") continue;
        visit(join(path, name));
      }
    } else if (!/\.test\.tsx?$/.test(path)) {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  for (const source of SOURCES) visit(join(ROOT, source));
  return newest;
}

/** Why a build is needed, or null when the last build is newer than every source. */
export function staleReason() {
  let stamp;
  try {
    stamp = statSync(STAMP).mtimeMs;
  } catch {
    return "no build yet";
  }
  try {
    statSync(join(WEB_DIST, "index.html"));
  } catch {
    return "the web app is not built";
  }
  return newestSourceTime() > stamp ? "sources changed since the last build" : null;
}
