import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Built with a relative base: the server sets <base href> to BASE_PATH at run time, so one build
// serves any sub-path.
export default defineConfig({
  base: "./",
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: many small shared chunks cost more gzip
        // bytes and requests than they save. Pages stay lazy chunks of their own.
        codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }] },
      },
    },
  },
});
