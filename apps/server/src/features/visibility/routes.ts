import { rowId } from "@vv/shared/ids";
import { contactViewsByUserSchema, contactViewsResponseSchema } from "@vv/shared/privacy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { viewerOf } from "../profiles/viewer";

const tags = ["privacy"];

export const visibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profiles/:profileId/contact-views",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Who saw our contact details, newest first (the profile's family, its associate, admins)",
        params: z.object({ profileId: rowId }),
        response: { 200: contactViewsResponseSchema },
      },
    },
    async (request) =>
      app.services.visibility.viewsOf(viewerOf(requireUser(request)), request.params.profileId),
  );

  app.get(
    "/admin/users/:id/contact-views",
    {
      config: { access: ["admin", "super_admin"] },
      schema: {
        tags,
        summary: "Whose contact details this member was shown, newest first",
        params: z.object({ id: rowId }),
        response: { 200: contactViewsByUserSchema },
      },
    },
    async (request) => app.services.visibility.viewsBy(request.params.id),
  );
};
