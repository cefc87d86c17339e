import {
  acceptBodySchema,
  consentRecordSchema,
  creationTraceSchema,
  grievanceOfficerUpdateSchema,
  legalAdminResponseSchema,
  legalConfigSchema,
  legalStatusResponseSchema,
  publishBodySchema,
} from "@vv/shared/consent";
import { messageResponseSchema } from "@vv/shared/errors";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { translate } from "../../platform/i18n";

const ADMINS = ["admin", "super_admin"] as const;

/** The Terms / Privacy Notice versions, accepting them, and the admin's publish and Grievance Officer. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const legal = app.services.legal;

  app.get(
    "/legal",
    {
      config: { access: "public", consent: "exempt" },
      schema: {
        tags: ["legal"],
        summary:
          "Terms and Privacy Notice versions in force, the Grievance Officer, what I must still accept",
        response: { 200: legalStatusResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = request.session?.user;
      return { ...(await legal.config()), mustAccept: user ? await legal.mustAccept(user) : [] };
    },
  );

  app.post(
    "/legal/accept",
    {
      config: { access: "member", consent: "exempt" },
      schema: {
        tags: ["legal"],
        summary: "Accept the current Terms and Privacy Notice (409 when a newer version was published)",
        body: acceptBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await legal.accept(user, request.body, request.ip, String(request.headers["user-agent"] ?? ""));
      return { message: translate(requestLanguage(request), "compliance:consent.accepted") };
    },
  );

  app.get(
    "/admin/legal",
    {
      schema: {
        tags: ["admin"],
        summary: "Versions in force and the Grievance Officer",
        response: { 200: legalConfigSchema },
      },
    },
    async (request) => {
      requireRole(request, ...ADMINS);
      return legal.config();
    },
  );

  app.post(
    "/admin/legal/publish",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Publish a new version of the Terms or the Privacy Notice, dated today; members accept it next",
        body: publishBodySchema,
        response: { 200: legalAdminResponseSchema },
      },
    },
    async (request) => {
      const admin = requireRole(request, ...ADMINS);
      const next = await legal.publish(admin, request.body.document);
      return { legal: next, message: translate(requestLanguage(request), "compliance:consent.published") };
    },
  );

  app.put(
    "/admin/legal/grievance-officer",
    {
      schema: {
        tags: ["admin"],
        summary: "The Grievance Officer shown on /contact, the Terms, the Privacy Notice and /grievance",
        body: grievanceOfficerUpdateSchema,
        response: { 200: legalAdminResponseSchema },
      },
    },
    async (request) => {
      const admin = requireRole(request, ...ADMINS);
      const next = await legal.setGrievanceOfficer(admin, request.body);
      return { legal: next, message: translate(requestLanguage(request), "compliance:officer.saved") };
    },
  );

  app.get(
    "/admin/users/:id/consent",
    {
      schema: {
        tags: ["admin"],
        summary: "Where and when the account was created, the versions it accepted, every acceptance",
        params: idParams,
        response: {
          200: creationTraceSchema.extend({
            termsVersion: z.number().int(),
            privacyVersion: z.number().int(),
            records: z.array(consentRecordSchema),
          }),
        },
      },
    },
    async (request) => {
      requireRole(request, ...ADMINS);
      return legal.userTrace(request.params.id);
    },
  );

  app.get(
    "/admin/profiles/:id/trace",
    {
      schema: {
        tags: ["admin"],
        summary: "Where and when the profile was created",
        params: idParams,
        response: { 200: creationTraceSchema },
      },
    },
    async (request) => {
      requireRole(request, ...ADMINS);
      return legal.profileTrace(request.params.id);
    },
  );
};
