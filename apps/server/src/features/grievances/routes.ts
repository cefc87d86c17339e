import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import { messageResponseSchema } from "@vv/shared/errors";
import {
  GRIEVANCE_REFERENCE,
  grievanceActionSchema,
  grievanceAdminRowSchema,
  grievanceBodySchema,
  grievanceCreatedSchema,
  grievanceListQuerySchema,
  grievanceListSchema,
  grievanceLookupSchema,
  grievanceSummarySchema,
  grievanceViewSchema,
  myGrievancesSchema,
} from "@vv/shared/grievance";
import { idParams } from "@vv/shared/ids";
import { RESUME_MAX_BYTES } from "@vv/shared/jobs";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { UserRow } from "../../db/schema";
import { requireRole, requireUser } from "../../platform/auth";
import { AppError, notFound, requestLanguage } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { replayKey } from "../../platform/idempotency";
import { readSingleFile } from "../../platform/multipart";

const ADMINS = ["admin", "super_admin"] as const;
const tags = ["grievances"];
const tooLarge = () =>
  new AppError(413, "payload_too_large", "compliance:grievance.attachmentTooLarge", {
    maxMb: RESUME_MAX_BYTES / 1024 / 1024,
  });

/**
 * The Idempotency-Key bound to its sender (the account, or a visitor's IP address) and to the body:
 * only the same sender retrying the same complaint gets the first answer (reference and upload
 * token) back; another sender or another body with the same key files a new complaint. A visitor
 * whose address changed between two tries files twice: a duplicate for the committee beats handing
 * one person's complaint to another.
 */
function boundKey(request: FastifyRequest, user: UserRow | null): string | null {
  const key = replayKey(request, "grievances.create", 0)?.key;
  if (!key) return null;
  const sender = user ? `user:${user.id}` : `ip:${request.ip}`;
  return createHash("sha256")
    .update(JSON.stringify([key, sender, request.body]))
    .digest("base64url");
}

/** Complaints to the Grievance Officer: filing, the status page, the committee's queue. */
export const grievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const grievances = () => app.services.grievances;
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  app.post(
    "/grievances",
    {
      config: { access: "public", consent: "exempt" },
      schema: {
        tags,
        summary: "File a complaint: reference number at once, acknowledgement by SMS",
        body: grievanceBodySchema,
        response: { 201: grievanceCreatedSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // A retry (same Idempotency-Key) files one complaint and gets its reference again: a member's
      // through the account's request replays, a visitor's through the key kept with the complaint.
      const user = request.session?.user ?? null;
      const key = boundKey(request, user);
      const created = await app.services.idempotency.once(
        user && key ? { scope: "grievances.create", actorId: user.id, key } : null,
        () => grievances().file(request.body, user, request.ip, requestLanguage(request), user ? null : key),
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    "/grievances/:reference/attachment",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Attach one image or PDF to the complaint just filed (x-upload-token from its create answer)",
        consumes: ["multipart/form-data"],
        params: z.object({ reference: z.string().regex(GRIEVANCE_REFERENCE) }),
        headers: z.object({ "x-upload-token": z.string().min(10).max(100) }),
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const bytes = await readSingleFile(request, { tooLarge, emptyIsMissing: true });
      await grievances().attach(request.params.reference, request.headers["x-upload-token"], bytes);
      return reply
        .status(201)
        .send({ message: translate(requestLanguage(request), "compliance:grievance.attached") });
    },
  );

  app.post(
    "/grievances/status",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A complaint's status and replies: the reference and the complainant's mobile must match",
        body: grievanceLookupSchema,
        response: { 200: grievanceViewSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return grievances().lookup(request.body.reference, request.body.mobile, request.ip);
    },
  );

  app.get(
    "/grievances/mine",
    {
      config: { access: "member" },
      schema: { tags, summary: "Complaints I filed while signed in", response: { 200: myGrievancesSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return grievances().mine(requireUser(request));
    },
  );

  app.get(
    "/admin/grievances",
    {
      schema: {
        tags: ["admin"],
        summary: "The complaints queue (open, overdue, closed, all) with due dates, 20 a page",
        querystring: grievanceListQuerySchema,
        response: { 200: grievanceListSchema },
      },
    },
    async (request) => {
      requireRole(request, ...ADMINS);
      return grievances().list(request.query);
    },
  );

  app.get(
    "/admin/grievances/summary",
    {
      schema: {
        tags: ["admin"],
        summary: "Open and overdue complaints (the dashboard count)",
        response: { 200: grievanceSummarySchema },
      },
    },
    async (request) => {
      requireRole(request, ...ADMINS);
      return grievances().summary();
    },
  );

  app.get(
    "/admin/grievances/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "One complaint with its history",
        params: idParams,
        response: { 200: grievanceAdminRowSchema },
      },
    },
    async (request) => {
      requireRole(request, ...ADMINS);
      return grievances().one(request.params.id);
    },
  );

  app.get(
    "/admin/grievances/:id/attachment",
    {
      schema: { tags: ["admin"], summary: "The complaint's attachment (admins only)", params: idParams },
    },
    async (request, reply) => {
      requireRole(request, ...ADMINS);
      const file = await grievances().attachment(request.params.id);
      if (!file) throw notFound();
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header(
          "content-disposition",
          `${file.pdf ? "attachment" : "inline"}; filename="${file.reference}.${file.pdf ? "pdf" : "jpg"}"`,
        )
        .send(file.body);
    },
  );

  app.post(
    "/admin/grievances/:id/actions",
    {
      schema: {
        tags: ["admin"],
        summary: "Change the status and/or reply (shown to the complainant, audited)",
        params: idParams,
        body: grievanceActionSchema,
        response: { 200: z.object({ message: z.string(), grievance: grievanceAdminRowSchema }) },
      },
    },
    async (request) => {
      const admin = requireRole(request, ...ADMINS);
      const { status, reply } = request.body;
      return grievances().act(admin, request.params.id, status, reply, requestLanguage(request));
    },
  );
};
