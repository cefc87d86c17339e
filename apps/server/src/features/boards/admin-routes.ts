import {
  boardActionBodySchema,
  boardAuditResponseSchema,
  boardCountsSchema,
  boardReviewQuerySchema,
  messageResponseSchema,
} from "@vv/shared/board-review";
import { idParams } from "@vv/shared/ids";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import type { BoardAdminService } from "./admin-service";
import { auditItems } from "./audit-items";

export interface BoardAdminConfig {
  /** "/admin/jobs" or "/admin/business". */
  path: string;
  /** "job post" or "business listing", for the OpenAPI summaries. */
  noun: string;
  itemSchema: z.ZodType;
  service: (app: FastifyInstance) => BoardAdminService<unknown>;
}

/** Committee review of one board: tabs with counts, approve / reject with a remark, history. */
export function boardAdminRoutes({
  path,
  noun,
  itemSchema,
  service,
}: BoardAdminConfig): FastifyPluginAsyncZod {
  const tags = ["admin"];
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `${noun[0]?.toUpperCase()}${noun.slice(1)}s to review: one tab (pending, approved, rejected), newest first, with counts`,
          querystring: boardReviewQuerySchema,
          response: {
            200: z.object({
              items: z.array(itemSchema),
              total: z.number().int(),
              page: z.number().int(),
              pageSize: z.number().int(),
              counts: boardCountsSchema,
            }),
          },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service(app).reviewList(request.query, requestLanguage(request));
      },
    );

    app.post(
      `${path}/:id/actions`,
      {
        schema: {
          tags,
          summary: `Approve or reject (with a remark) a ${noun}`,
          params: idParams,
          body: boardActionBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { action, remark } = request.body;
        return service(app).decide(admin, request.params.id, action, remark, requestLanguage(request));
      },
    );

    app.get(
      `${path}/:id/audit`,
      {
        schema: {
          tags,
          summary: `Every decision on a ${noun}, newest first`,
          params: idParams,
          response: { 200: boardAuditResponseSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return { items: auditItems(await service(app).history(request.params.id)) };
      },
    );
  };
}
