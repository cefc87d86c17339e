import {
  approvalListQuerySchema,
  approvalListResponseSchema,
  approvalRowSchema,
  auditResponseSchema,
  bulkApproveBodySchema,
  bulkApproveResponseSchema,
  profileActionBodySchema,
  profileActionResponseSchema,
} from "@vv/shared/approvals";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";

const tags = ["admin"];

export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/profiles",
    {
      schema: {
        tags,
        summary: "Approvals: one tab (pending, approved, rejected, photos), 5 a page, with live counts",
        querystring: approvalListQuerySchema,
        response: { 200: approvalListResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.approvals.list(request.query, requestLanguage(request));
    },
  );

  app.get(
    "/admin/profiles/:id",
    {
      schema: {
        tags,
        summary: "One profile as the approvals grid shows it, with the actions that apply now",
        params: idParams,
        response: { 200: approvalRowSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.approvals.row(request.params.id, requestLanguage(request));
    },
  );

  app.post(
    "/admin/profiles/:id/actions",
    {
      schema: {
        tags,
        summary: "Approve, reject, enable, disable, lock, unlock, delete a profile or decide its photo",
        params: idParams,
        body: profileActionBodySchema,
        response: { 200: profileActionResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { action, remark, reasonId } = request.body;
      return app.services.approvals.act(
        admin,
        request.params.id,
        action,
        remark,
        requestLanguage(request),
        reasonId,
      );
    },
  );

  app.post(
    "/admin/profiles/bulk-approve",
    {
      schema: {
        tags,
        summary: "Approve the selected pending profiles together (all or none; one audit row each)",
        body: bulkApproveBodySchema,
        response: { 200: bulkApproveResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return app.services.approvals.approveMany(admin, request.body.ids, requestLanguage(request));
    },
  );

  app.get(
    "/admin/profiles/:id/audit",
    {
      schema: {
        tags,
        summary: "Every decision on a profile, newest first",
        params: idParams,
        response: { 200: auditResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { items: await app.services.approvals.history(request.params.id) };
    },
  );
};
