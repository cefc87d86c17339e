import { dashboardResponseSchema } from "@vv/shared/dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/dashboard",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Admin dashboard: pending profiles, photos and users, unread messages; registrations per week (12), profiles by region and gender",
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.dashboard.overview(requestLanguage(request));
    },
  );
};
