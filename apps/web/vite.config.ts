import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { firstLoadGroup } from "./scripts/first-load-chunks.mjs";
import { mantineCssPerComponent } from "./scripts/mantine-css-plugin.mjs";

const EARLY_START = "src/early-start.ts";

/**
 * src/early-start.ts is an entry of its own, named in index.html before the app's script, so it
 * runs as soon as the HTML has been read (Vite would fold a second script of index.html into the app's).
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
      if (!early || html?.type !== "asset") throw new Error("vv-early-start: entry or index.html missing");
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script type="module" crossorigin src="./${early.fileName}"></script>\n    <script type="module"`,
      );
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
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    target: "es2022",
    // Fonts stay files (fetched only when a page shows their characters), never inlined into CSS.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
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
            firstLoadGroup(),
          ],
        },
      },
    },
  },
});
