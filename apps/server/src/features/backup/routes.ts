import { backupStatusResponseSchema } from "@vv/shared/backup";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/backups/status",
    {
      schema: {
        tags: ["admin"],
        summary: "Last backup (time, size, outcome) and whether the dashboard should warn",
        response: { 200: backupStatusResponseSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return app.services.backups.status();
    },
  );
};
