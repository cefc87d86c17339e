import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["packages/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          // The server's files share one module graph per worker instead of importing it afresh
          // (a third of the suite's time): each file builds its own app and database, and nothing
          // there mocks a module.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          // Component tests (Testing Library): each file names its DOM with `// @vitest-environment happy-dom`.
          include: ["apps/web/src/**/*.test.ts", "apps/web/src/**/*.test.tsx"],
        },
      },
    ],
  },
});
