// A second portal for the service-worker update journey (e2e/pwa.spec.ts): it serves a copy of the
// built web app (WEB_DIST) under a base path, so the spec can publish a "new release" by changing the
// copy's sw.js. No demo data: the journey needs pages, not accounts.
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";

const config = loadConfig();
const app = await buildApp(config);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: config.PORT, host: config.HOST });
