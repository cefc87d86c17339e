// `npm run build`: the server bundled to JavaScript (apps/server/dist) and the web app built for
// production (apps/web/dist), whatever NODE_ENV says.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { ROOT, SERVER_DIST, SERVER_ENTRIES, STAMP } from "./build-info.mjs";

/**
 * Bundled into the server: pure JavaScript loaded at every start, reading no files of its own
 * package. Packages that load native code (sharp, better-sqlite3), serve or read files beside their
 * code (swagger-ui, fonts), start workers by file name (pino) or load only in some
 * set-ups (pg, ioredis, the AWS SDK, pdfkit) stay in node_modules.
 */
const BUNDLED = new Set([
  "fastify",
  "kysely",
  "zod",
  "fastify-type-provider-zod",
  "@fastify/compress",
  "@fastify/cookie",
  "helmet",
  "@fastify/multipart",
  "@fastify/rate-limit",
  "@fastify/static",
  "prom-client",
]);

const only = process.argv[2]; // "server" or "web" builds one half
const started = Date.now();

if (only !== "web") {
  rmSync(SERVER_DIST, { recursive: true, force: true });
  const pkg = JSON.parse(readFileSync(join(ROOT, "apps/server/package.json"), "utf8"));
  await build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    // Less to parse at every start; names are kept, and the source maps lead back to the sources.
    minifyWhitespace: true,
    minifySyntax: true,
    // Installed packages stay in node_modules, apart from the pure-JavaScript ones every start loads
    // (BUNDLED): one file instead of hundreds to find and read at start. The workspace's own
    // @vv/shared (TypeScript) is bundled too.
    // Fastify's ajv and fast-json-stringify compilers are required only when an app brings no
    // compilers of its own; this one compiles with zod, so they are never loaded: left out of the
    // bundle, they are not parsed at every start either (~360 KB of the 2 MB chunk).
    external: [
      ...Object.keys(pkg.dependencies ?? {}).filter((name) => !BUNDLED.has(name)),
      "pino",
      "@fastify/ajv-compiler",
      "@fastify/fast-json-stringify-compiler",
    ],
    logLevel: "warning",
    // Some dependencies of @vv/shared may use require(); give the ES module bundle one.
    banner: {
      js: "import { createRequire as __vvCreateRequire } from 'node:module'; const require = __vvCreateRequire(import.meta.url);",
    },
  });
  // The server reads the translations at run time: the bundle carries its own copy.
  cpSync(join(ROOT, "packages/shared/locales"), join(SERVER_DIST, "locales"), { recursive: true });
  // And the birth-place gazetteer (platform/places), read on its first search.
  cpSync(join(ROOT, "apps/server/src/platform/places/gazetteer.json"), join(SERVER_DIST, "gazetteer.json"));
  console.log(`server: apps/server/dist (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (only !== "server") {
  const web = spawnSync("npm", ["run", "build", "-w", "@vv/web"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (web.status !== 0) process.exit(web.status ?? 1);
}

if (!only) writeFileSync(STAMP, `${new Date().toISOString()}\n`);
