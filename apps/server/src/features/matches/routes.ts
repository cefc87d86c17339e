import { rowId } from "@vv/shared/ids";
import { completenessResponseSchema, matchesQuerySchema, matchesResponseSchema } from "@vv/shared/matches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { sendPreparedJson } from "../../platform/json-etag";
import { viewerOf } from "../profiles/viewer";

const tags = ["matches"];

export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/matches/:profileId",
    {
      config: { access: "member", etag: true },
      schema: {
        tags,
        summary:
          "Matches for a profile the viewer manages: ranked by both families' preferences, then guna, then newest; the list's filters on top",
        params: z.object({ profileId: rowId }),
        querystring: matchesQuerySchema,
        response: { 200: matchesResponseSchema },
      },
    },
    async (request, reply) =>
      sendPreparedJson(
        reply,
        await app.services.matches.page(
          viewerOf(requireUser(request)),
          request.params.profileId,
          request.query,
          requestLanguage(request),
          request.session?.listGeneration,
        ),
      ),
  );

  app.get(
    "/profiles/:profileId/completeness",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "How complete a profile is (percent) and the next steps (the profile's family only)",
        params: z.object({ profileId: rowId }),
        response: { 200: completenessResponseSchema },
      },
    },
    async (request) =>
      app.services.matches.completeness(viewerOf(requireUser(request)), request.params.profileId),
  );
};
