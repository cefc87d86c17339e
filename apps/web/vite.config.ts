import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { fullWidthClassName } from "react-remove-scroll-bar";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { firstLoadGroup } from "./scripts/first-load-chunks.mjs";
import { mantineCssPerComponent } from "./scripts/mantine-css-plugin.mjs";

const EARLY_START = "src/early-start.ts";

/** The inline early script's id: the server puts a page's preloads and #vv-locales before it. */
const EARLY_SCRIPT_ID = "vv-early";

/**
 * src/early-start.ts, built as an entry of its own (Vite would fold a second script of index.html
 * into the app's), is written into index.html as an inline script in <head>: it runs as the HTML is
 * read, with no request of its own. The server allows it by its hash (Content-Security-Policy).
 * The app's stylesheet moves after the boot header in <body>: the header paints without waiting for
 * it, and the app's scripts still wait for it before they run.
 */
function earlyStartScript(): Plugin {
  return {
    name: "vv-early-start",
    enforce: "post",
    generateBundle(_options, bundle) {
      const early = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.isEntry && file.facadeModuleId?.endsWith(EARLY_START),
      );
      const html = bundle["index.html"];
      if (early?.type !== "chunk" || html?.type !== "asset")
        throw new Error("vv-early-start: entry or index.html missing");
      const code = early.code.trim();
      if (early.imports.length || early.dynamicImports.length || /^\s*(import|export)\b/m.test(code))
        throw new Error("vv-early-start: the early script must not import or export (it is inlined)");
      if (/<\/script|<!--/i.test(code)) throw new Error("vv-early-start: the early script cannot be inlined");
      delete bundle[early.fileName];
      let source = String(html.source);
      const stylesheet = /\n?\s*<link rel="stylesheet"[^>]*>/.exec(source);
      if (!stylesheet || !source.includes("</noscript>"))
        throw new Error("vv-early-start: the app's stylesheet or <noscript> missing from index.html");
      // Replacer functions: the script's own text may hold "$&" or "$'", which a replacement string
      // would read as patterns.
      source = source
        .replace(stylesheet[0], () => "")
        .replace("</noscript>", () => `</noscript>\n    ${stylesheet[0].trim()}`)
        // In a function of its own: a classic script's top-level names would be the window's.
        .replace(
          '<script type="module"',
          () => `<script id="${EARLY_SCRIPT_ID}">(()=>{${code}})();</script>\n    <script type="module"`,
        );
      html.source = source;
    },
  };
}

/**
 * Chunks loaded in the background once the first screen is done (app/settled.ts) or below it (the
 * snackbars at the first tap, ahead of any message they show): their dynamic import appends no <link rel="modulepreload"> for the chunks they import
 * (their stylesheets still load first). On a cheap phone each such link costs a few milliseconds of
 * the main thread, and one of these imports named up to 20 of them in one task (the
 * details' blocking time); the browser fetches a chunk's imports once it has the chunk, a round
 * trip later, which nothing waits for here. Pages and dialogs keep their preloads. The offline
 * copy's views too: they load only offline, from the service worker's precache.
 */
const BACKGROUND_CHUNKS = [
  "OfflineCards",
  "OfflineDetails",
  "Notifier",
  "register",
  "NotificationBell",
  "InterestsLink",
  "WarningGate",
  "ShareButton",
  "PwaBanners",
  "ContactsCard",
  "SafetyActions",
  "KundliCard",
  "NextMelavaCard",
];
const backgroundChunk = new RegExp(`^assets/(${BACKGROUND_CHUNKS.join("|")})-[\\w-]+\\.js$`);

/** Fails the build when a name of BACKGROUND_CHUNKS no longer names a chunk (a file renamed). */
function backgroundChunksExist(): Plugin {
  return {
    name: "vv-background-chunks",
    generateBundle(_options, bundle) {
      const missing = BACKGROUND_CHUNKS.filter(
        (name) =>
          !Object.keys(bundle).some(
            (file) => backgroundChunk.test(file) && file.startsWith(`assets/${name}-`),
          ),
      );
      if (missing.length) throw new Error(`vv-background-chunks: no chunk for ${missing.join(", ")}`);
    },
  };
}

/**
 * Mantine's snackbars (@mantine/notifications) import RemoveScroll only to read one class name,
 * which brings react-remove-scroll and tslib (3.7 KB gzip) into every page's background load. The
 * class name is written in instead, taken from the same package at build time; the build fails if
 * Mantine's code changes shape.
 */
function notificationsWithoutRemoveScroll(): Plugin {
  return {
    name: "vv-notifications-without-remove-scroll",
    transform(code, id) {
      if (!id.includes("/@mantine/notifications/esm/Notifications.mjs")) return null;
      const uses = code.match(/RemoveScroll\.classNames\.fullWidth/g)?.length ?? 0;
      const imported = /(import \{[^}]*?)\bRemoveScroll, ([^}]*\} from "@mantine\/core";)/;
      if (!uses || !imported.test(code))
        throw new Error("vv-notifications-without-remove-scroll: Notifications.mjs changed shape");
      return code
        .replace(imported, "$1$2")
        .replaceAll("RemoveScroll.classNames.fullWidth", JSON.stringify(fullWidthClassName));
    },
  };
}

// Built with a relative base: the server sets <base href> to BASE_PATH at run time, so one build
// serves any sub-path.
export default defineConfig({
  base: "./",
  resolve: {
    // React Router's production build (no development warnings): its package only picks it for
    // the "production" condition, which the browser build does not set.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          import.meta.resolve("react-router").replace("/development/", "/production/"),
        ),
      },
    ],
  },
  plugins: [
    mantineCssPerComponent(),
    earlyStartScript(),
    backgroundChunksExist(),
    notificationsWithoutRemoveScroll(),
    react(),
    // The service worker (src/sw.ts) with this release's precache list. The manifest is served by the
    // server (GET {BASE_PATH}manifest.webmanifest), in the page's language and under the base path.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell: index.html, every chunk (pages and locale files), styles, the Latin and
        // Devanagari fonts (woff2 only: every browser that runs a service worker reads it), icons.
        globPatterns: ["**/*.{js,css,html,woff2,svg,png}"],
        globIgnores: ["artwork/**", "**/*latin-ext*"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    target: "es2022",
    // Fonts stay files (fetched only when a page shows their characters), never inlined into CSS.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    modulePreload: {
      resolveDependencies: (filename, deps) => (backgroundChunk.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        early: fileURLToPath(new URL(EARLY_START, import.meta.url)),
      },
      output: {
        // Everything the first page needs in one chunk: many small shared chunks cost more gzip
        // bytes and requests than they save. Pages stay lazy chunks of their own.
        // The early script stays alone: it must not wait for the app's chunk.
        codeSplitting: {
          groups: [
            { name: "initial", tags: ["$initial"], test: (id: string) => !id.endsWith(EARLY_START) },
            firstLoadGroup(BACKGROUND_CHUNKS),
          ],
        },
      },
    },
  },
});
