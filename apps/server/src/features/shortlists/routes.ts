import { rowId } from "@vv/shared/ids";
import {
  shortlistedUsQuerySchema,
  shortlistedUsResponseSchema,
  shortlistSettingSchema,
} from "@vv/shared/saved-searches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["matches"];

export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profiles/:profileId/shortlisted-by",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Families that shortlisted our profile, newest first, paged (the profile's family only)",
        params: z.object({ profileId: rowId }),
        querystring: shortlistedUsQuerySchema,
        response: { 200: shortlistedUsResponseSchema },
      },
    },
    async (request) =>
      app.services.shortlists.shortlistedUs(
        viewerOf(requireUser(request)),
        request.params.profileId,
        request.query.page,
        requestLanguage(request),
      ),
  );

  app.get(
    "/shortlists/setting",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Whether other families see that I shortlisted their profile",
        response: { 200: shortlistSettingSchema },
      },
    },
    async (request) => app.services.shortlists.setting(requireUser(request).id),
  );

  app.put(
    "/shortlists/setting",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Show or hide my shortlisting from the families I shortlist",
        body: shortlistSettingSchema,
        response: { 200: shortlistSettingSchema.extend({ message: z.string() }) },
      },
    },
    async (request) =>
      app.services.shortlists.saveSetting(
        requireUser(request).id,
        request.body.shown,
        requestLanguage(request),
      ),
  );
};
