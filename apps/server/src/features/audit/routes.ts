import { auditListQuerySchema, auditListResponseSchema } from "@vv/shared/audit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "Audit log: newest first, 20 a page, by entity type, action, actor and date range",
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.audit.list(request.query);
    },
  );
};
