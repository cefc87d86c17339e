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
        // Code the first page needs anyway stays in one file: without this, every module that a lazy
        // page shares with the shell becomes its own tiny chunk, and the first load pays per file.
        codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] },
      },
    },
  },
});
