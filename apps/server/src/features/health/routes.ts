import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), database: z.boolean() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const database = await app.database.isReachable();
      reply.header("cache-control", "no-store");
      return reply.status(database ? 200 : 503).send({ status: database ? "ok" : "degraded", database });
    },
  );
};
