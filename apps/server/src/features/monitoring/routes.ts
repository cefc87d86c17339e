import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readinessChecks } from "./readiness";

const readySchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.boolean(),
  storage: z.boolean(),
  /** null when REDIS_URL is not set. */
  redis: z.boolean().nullable(),
});

/** GET /ready: for load balancers and orchestrators (503 takes this app server out of rotation). */
export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const checks = readinessChecks({
    database: app.database,
    storage: app.services.storage,
    redisUrl: app.config.REDIS_URL,
  });
  app.addHook("onClose", () => checks.close());
  app.get(
    "/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Readiness: database, storage and Redis (when configured) answer",
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const result = await checks.check();
      reply.header("cache-control", "no-store");
      return reply.status(result.ready ? 200 : 503).send({
        status: result.ready ? "ready" : "unavailable",
        database: result.database,
        storage: result.storage,
        redis: result.redis,
      });
    },
  );
};
