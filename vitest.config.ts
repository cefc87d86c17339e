import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      // Component tests (Testing Library): each file names its DOM with `// @vitest-environment happy-dom`.
      "apps/web/src/**/*.test.tsx",
    ],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
