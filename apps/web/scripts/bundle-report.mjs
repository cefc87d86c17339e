// After `vite build`: pre-compresses assets (served by @fastify/static preCompressed), measures the
// first load of the budgeted pages (first-load-pages.mjs) from Vite's manifest, writes what each page's first load
// needs for the server's <link rel="modulepreload"> (dist/route-preloads.json), and fails the build
// past a budget.
//
// A page's first load = the entry and its static imports, the page's chunk and its static imports,
// the locale files it reads in English (the eager ones and the page's own namespaces) and the CSS of
// all of these. What loads once the first screen is done (apps/web/src/app/settled.ts: the members'
// notification bell, the share button, offline banners, the service worker) and the snackbars (at the
// first tap) are not counted: e2e/first-visit-budget.spec.ts measures what a first visit downloads.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PAGES } from "./first-load-pages.mjs";

const dist = process.env.WEB_DIST_DIR ?? new URL("../dist/", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));

const EAGER = ["common", "site", "pwa"]; // EAGER_NAMESPACES of @vv/shared/locales
/**
 * Script files a first load may fetch (the entry, the page, its chunks, its locale files): over
 * HTTP/1.1 they queue six at a time (scripts/first-load-chunks.mjs keeps them at 9-22).
 */
const MAX_FIRST_LOAD_FILES = 24;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
for (const file of walk(dist)) {
  if (!/\.(js|css|html|svg|json|woff)$/.test(file) || file.includes(".vite")) continue;
  const raw = readFileSync(file);
  if (raw.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};
// The entry: what index.html loads (the "initial" group swallows Vite's own entry record).
const html = readFileSync(join(dist, "index.html"), "utf8");
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// The early script, inline in index.html (vite.config.ts): counted with every page's first-load JS.
const inlineJsBytes = [...html.matchAll(/<script id="vv-early">([\s\S]*?)<\/script>/g)].reduce(
  (sum, m) => sum + gzipSync(m[1], { level: 9 }).length,
  0,
);
if (!inlineJsBytes) throw new Error("bundle report: the early script is not inline in index.html");
const entryFiles = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const localeKey = (ns, lng = "en") => `../../packages/shared/locales/${lng}/${ns}.json`;
const LANGUAGES = ["en", "mr"];

/** The chunk of `key` and everything it imports statically, with their CSS. */
function collect(key, js = new Set(), css = new Set()) {
  if (key === ENTRY) {
    for (const file of entryFiles) {
      if (file.endsWith(".css")) css.add(file);
      else if (keyOfFile.has(file) && keyOfFile.get(file) !== ENTRY) collect(keyOfFile.get(file), js, css);
      else js.add(file);
    }
    for (const imp of manifest[ENTRY]?.imports ?? []) collect(imp, js, css);
    return { js, css };
  }
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle report: ${key} is not in the manifest`);
  if (js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const imp of chunk.imports ?? []) collect(imp, js, css);
  return { js, css };
}

const ENTRY = "index.html";
const entry = collect(ENTRY);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const report = [];
const preloads = [];
let failed = false;
for (const { page, module, ns, goal, budget, path } of PAGES) {
  const { js, css } = collect(ENTRY);
  const keys = [module, ...[...EAGER, ...ns].map((name) => localeKey(name))];
  for (const key of keys) collect(key, js, css);
  const jsBytes = [...js].reduce((sum, f) => sum + gz(f), inlineJsBytes);
  const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
  const over = jsBytes > budget * 1024;
  const tooMany = js.size > MAX_FIRST_LOAD_FILES;
  failed ||= over || tooMany;
  report.push({ page, jsGzip: jsBytes, cssGzip: cssBytes, budget: budget * 1024, goal: goal * 1024 });
  console.log(
    `First load of ${page}: JS ${kb(jsBytes)} gzip (budget ${budget} KB${over ? ", EXCEEDED" : ""}, goal ${goal} KB), CSS ${kb(cssBytes)}, ${js.size} JS files${tooMany ? ` (more than ${MAX_FIRST_LOAD_FILES})` : ""}`,
  );
  // What index.html does not already name: the page's chunk and its imports, in the server's preload.
  const pageFiles = collect(module);
  // The page's translations in each language: the early script preloads the reader's (src/early-start.ts).
  const locales = Object.fromEntries(
    LANGUAGES.map((lng) => [lng, [...EAGER, ...ns].map((name) => manifest[localeKey(name, lng)].file)]),
  );
  preloads.push({
    path: `^/${path}/?$`,
    js: [...pageFiles.js].filter((f) => !entry.js.has(f)),
    css: [...pageFiles.css].filter((f) => !entry.css.has(f)),
    locales,
  });
}
writeFileSync(join(dist, "bundle-report.json"), JSON.stringify(report, null, 2));
writeFileSync(join(dist, "route-preloads.json"), JSON.stringify(preloads, null, 2));
if (failed) {
  console.error("First-load JavaScript exceeds its budget or file count: see the lines above.");
  process.exit(1);
}
