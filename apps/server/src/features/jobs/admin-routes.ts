import {
  boardActionBodySchema,
  boardCountsSchema,
  boardReviewQuerySchema,
  messageResponseSchema,
} from "@vv/shared/board-review";
import { idParams } from "@vv/shared/ids";
import { adminJobItemSchema } from "@vv/shared/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { auditItems } from "../boards/audit-items";

const tags = ["admin"];

/** Committee review of job posts: tabs with counts, approve / reject with a remark, history. */
export const jobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/jobs",
    {
      schema: {
        tags,
        summary: "Job posts to review: one tab (pending, approved, rejected), newest first, with counts",
        querystring: boardReviewQuerySchema,
        response: {
          200: z.object({
            items: z.array(adminJobItemSchema),
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
      return app.services.jobs.reviewList(request.query, requestLanguage(request));
    },
  );

  app.post(
    "/admin/jobs/:id/actions",
    {
      schema: {
        tags,
        summary: "Approve or reject (with a remark) a job post",
        params: idParams,
        body: boardActionBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const admin = requireRole(request, "admin", "super_admin");
      const { action, remark } = request.body;
      return app.services.jobs.decide(admin, request.params.id, action, remark, requestLanguage(request));
    },
  );

  app.get(
    "/admin/jobs/:id/audit",
    { schema: { tags, summary: "Every decision on a job post, newest first", params: idParams } },
    async (request) => {
      requireRole(request, "admin", "super_admin");
      return { items: auditItems(await app.services.jobs.history(request.params.id)) };
    },
  );
};
