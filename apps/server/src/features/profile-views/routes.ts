import { rowId } from "@vv/shared/ids";
import { whoViewedResponseSchema } from "@vv/shared/matches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["matches"];

export const profileViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profiles/:profileId/viewers",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Who viewed our profile: the last 30 days, at most the last 100 (the profile's family only)",
        params: z.object({ profileId: rowId }),
        response: { 200: whoViewedResponseSchema },
      },
    },
    async (request) =>
      app.services.profileViews.viewers(
        viewerOf(requireUser(request)),
        request.params.profileId,
        requestLanguage(request),
      ),
  );

  app.get(
    "/profiles/:slug/viewed-us",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Whether this profile's family viewed one of ours in the last 30 days",
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: {
          200: z.object({ viewed: z.object({ at: z.string(), profileName: z.string() }).nullable() }),
        },
      },
    },
    async (request) =>
      app.services.profileViews.viewedUs(viewerOf(requireUser(request)), request.params.slug),
  );
};
