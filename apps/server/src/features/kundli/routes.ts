import { kundliQuerySchema, kundliResponseSchema } from "@vv/shared/kundli";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["kundli"];

export const kundliRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/kundli/profiles/:slug",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "The profile's Moon (nakshatra, pada, rashi) and its guna milan with one of the viewer's profiles",
        params: z.object({ slug: z.string().min(1).max(120) }),
        querystring: kundliQuerySchema,
        response: { 200: kundliResponseSchema },
      },
    },
    async (request) =>
      app.services.kundli.forProfile(
        viewerOf(requireUser(request)),
        request.params.slug,
        request.query.withProfile,
        requestLanguage(request),
      ),
  );
};
