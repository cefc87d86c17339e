import type { FastifyInstance } from "fastify";

/**
 * What main.ts does with a built app: demo data in demo mode only (on its first start, and on every
 * start with SEED_DEMO=true), then listen. Demo accounts include a super admin at a real-looking
 * number, so nothing but the explicit DEMO flag (loopback only, never production) seeds them.
 */
export async function startServer(app: FastifyInstance): Promise<FastifyInstance> {
  const { config } = app;
  const ownUsers = config.SUPER_ADMIN_MOBILE ? 1 : 0;
  const firstStart = (await app.services.users.count()) <= ownUsers;
  if (config.DEMO && (config.SEED_DEMO || firstStart)) {
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
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}
