import {
  dismissPairResponseSchema,
  duplicatePairListQuerySchema,
  duplicatePairListResponseSchema,
} from "@vv/shared/duplicates";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";

const tags = ["admin"];

export const duplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/duplicates",
    {
      schema: {
        tags,
        summary: "Possible duplicate profiles the daily scan found and nobody dismissed, newest first",
        querystring: duplicatePairListQuerySchema,
        response: { 200: duplicatePairListResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.duplicates.pairs(request.query.page);
    },
  );

  app.post(
    "/admin/duplicates/:id/dismiss",
    {
      schema: {
        tags,
        summary: "Not a duplicate: the pair is dismissed for good (audited on both profiles)",
        params: idParams,
        response: { 200: dismissPairResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return app.services.duplicates.dismiss(admin, request.params.id, requestLanguage(request));
    },
  );
};
