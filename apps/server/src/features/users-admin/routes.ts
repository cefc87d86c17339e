import {
  adminUserDetailsSchema,
  userActionBodySchema,
  userAuditResponseSchema,
  userEditBodySchema,
  userListQuerySchema,
  userListResponseSchema,
} from "@vv/shared/admin-users";
import { messageResponseSchema } from "@vv/shared/errors";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";

const tags = ["admin"];

/** Admin user list and details; admins and super admins only. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/users",
    {
      schema: {
        tags,
        summary: "Users of one tab (pending, approved, rejected) with region and search, paged and sorted",
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.adminUsers.list(request.query, requestLanguage(request));
    },
  );

  app.get(
    "/admin/users/:id",
    {
      schema: {
        tags,
        summary: "One user's details and what the calling admin may do to them",
        params: idParams,
        response: { 200: adminUserDetailsSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return app.services.adminUsers.details(admin, request.params.id, requestLanguage(request));
    },
  );

  app.patch(
    "/admin/users/:id",
    {
      schema: {
        tags,
        summary: "Edit a user's names and place (the sign-up form's rules)",
        params: idParams,
        body: userEditBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return app.services.adminUsers.edit(admin, request.params.id, request.body, requestLanguage(request));
    },
  );

  app.post(
    "/admin/users/:id/actions",
    {
      schema: {
        tags,
        summary: "Verify, reject (remark), activate, deactivate, listing access, gender access, roles",
        params: idParams,
        body: userActionBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return app.services.adminUsers.act(admin, request.params.id, request.body, requestLanguage(request));
    },
  );

  app.get(
    "/admin/users/:id/audit",
    {
      schema: {
        tags,
        summary: "Every change to a user, newest first",
        params: idParams,
        response: { 200: userAuditResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.adminUsers.history(request.params.id);
    },
  );
};
