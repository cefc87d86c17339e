import { retainedSearchBodySchema, retainedSearchResponseSchema } from "@vv/shared/data-rights";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../platform/auth";

/**
 * The restricted store of erased registrations: the super admin alone may read it, by mobile number
 * and with a reason (a POST, so neither lands in an access log's URL).
 */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/retained-registrations/search",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Super admin: what is kept of an erased registration for 180 days (IT Rules 3(1)(h)); audited",
        body: retainedSearchBodySchema,
        response: { 200: retainedSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = requireRole(request, "super_admin");
      reply.header("cache-control", "no-store");
      return { records: await app.services.retention.search(admin, request.body) };
    },
  );
};
