import { buildApp } from "./app";
import { loadConfig } from "./config";

const config = loadConfig();
const app = await buildApp(config);

// Demo data on the first start (no users yet, apart from SUPER_ADMIN_MOBILE) and whenever
// SEED_DEMO=true. Never by itself in production: demo numbers are real-looking Indian numbers.
const ownUsers = config.SUPER_ADMIN_MOBILE ? 1 : 0;
const firstStart = (await app.services.users.count()) <= ownUsers;
if (config.SEED_DEMO || (firstStart && config.NODE_ENV !== "production")) {
  // Loaded only when seeding: the demo portraits need sharp, which a plain start never loads.
  const { demoAccountsSummary, seedDemo } = await import("./seed/index");
  const report = await seedDemo(app);
  app.log.info({ users: report.users }, "demo data seeded");
  if (report.users.created > 0) app.log.info(demoAccountsSummary());
} else if (firstStart) {
  app.log.warn(
    "No accounts yet: set SUPER_ADMIN_MOBILE or run `npm run create-admin -- --mobile 98XXXXXXXX`.",
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
