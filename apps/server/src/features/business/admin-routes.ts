import {
  boardActionBodySchema,
  boardCountsSchema,
  boardReviewQuerySchema,
  messageResponseSchema,
} from "@vv/shared/board-review";
import { adminBusinessItemSchema } from "@vv/shared/business";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { auditItems } from "../boards/audit-items";

const tags = ["admin"];

/** Committee review of business listings: tabs with counts, approve / reject with a remark, history. */
export const businessAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/business",
    {
      schema: {
        tags,
        summary:
          "Business listings to review: one tab (pending, approved, rejected), newest first, with counts",
        querystring: boardReviewQuerySchema,
        response: {
          200: z.object({
            items: z.array(adminBusinessItemSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
            counts: boardCountsSchema,
          }),
        },
      },
    },
    async (request) => {
      requireRole(request, "admin", "super_admin");
      return app.services.business.reviewList(request.query, requestLanguage(request));
    },
  );

  app.post(
    "/admin/business/:id/actions",
    {
      schema: {
        tags,
        summary: "Approve or reject (with a remark) a business listing",
        params: idParams,
        body: boardActionBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const admin = requireRole(request, "admin", "super_admin");
      const { action, remark } = request.body;
      return app.services.business.decide(admin, request.params.id, action, remark, requestLanguage(request));
    },
  );

  app.get(
    "/admin/business/:id/audit",
    { schema: { tags, summary: "Every decision on a business listing, newest first", params: idParams } },
    async (request) => {
      requireRole(request, "admin", "super_admin");
      return { items: auditItems(await app.services.business.history(request.params.id)) };
    },
  );
};
