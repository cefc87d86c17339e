import {
  reportAckSchema,
  reportActionBodySchema,
  reportBodySchema,
  reportDetailsSchema,
  reportIdParams,
  reportListQuerySchema,
  reportListResponseSchema,
  warningListSchema,
} from "@vv/shared/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin, requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { replayKey } from "../../platform/idempotency";
import { viewerOf } from "../profiles/viewer";

const tags = ["safety"];

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/profiles/:slug/reports",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Report a profile to the committee; answered with a reference number",
        params: z.object({ slug: z.string().min(1).max(120) }),
        body: reportBodySchema,
        response: { 201: reportAckSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A retry after a dropped connection (same Idempotency-Key) gets the first reference back.
      const ack = await app.services.idempotency.once(replayKey(request, "reports.create", user.id), () =>
        app.services.reports.create(
          viewerOf(user),
          request.params.slug,
          request.body,
          requestLanguage(request),
        ),
      );
      return reply.code(201).send(ack);
    },
  );

  app.get(
    "/warnings",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Committee warnings I have not acknowledged yet (shown at sign-in)",
        response: { 200: warningListSchema },
      },
    },
    async (request) => app.services.reports.warnings(requireUser(request).id),
  );

  app.post(
    "/warnings/:id/seen",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Acknowledge a committee warning",
        params: reportIdParams,
        response: { 200: warningListSchema },
      },
    },
    async (request) => app.services.reports.acknowledgeWarning(requireUser(request).id, request.params.id),
  );

  app.get(
    "/admin/reports",
    {
      schema: {
        tags: ["admin"],
        summary: "Reports: open (oldest first) or decided (newest first), 10 a page, with counts",
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.reports.list(request.query);
    },
  );

  app.get(
    "/admin/reports/:id",
    {
      schema: {
        tags: ["admin"],
        summary:
          "One report with the profile's account, the other reports on the profile and the reporter's count",
        params: reportIdParams,
        response: { 200: reportDetailsSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.reports.details(request.params.id);
    },
  );

  app.post(
    "/admin/reports/:id/actions",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Decide a report: dismiss, warn the member, disable the profile or deactivate the account (remark required)",
        params: reportIdParams,
        body: reportActionBodySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return app.services.reports.decide(admin, request.params.id, request.body, requestLanguage(request));
    },
  );
};
