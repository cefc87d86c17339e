import { rowId } from "@vv/shared/ids";
import { partnerPreferencesSchema, preferencesResponseSchema } from "@vv/shared/preferences";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["matches"];
const params = z.object({ profileId: rowId });

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/preferences/:profileId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Partner preferences of a profile the viewer manages",
        params,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => app.services.preferences.get(viewerOf(requireUser(request)), request.params.profileId),
  );

  app.put(
    "/preferences/:profileId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Save the partner preferences of a profile (every part optional)",
        params,
        body: partnerPreferencesSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) =>
      app.services.preferences.save(
        viewerOf(requireUser(request)),
        request.params.profileId,
        request.body,
        requestLanguage(request),
      ),
  );
};
