import multipart from "@fastify/multipart";
import {
  ID_DOCUMENT_MAX_BYTES,
  idDocumentTypeSchema,
  identityDecisionResponseSchema,
  identityDecisionSchema,
  identityQueueQuerySchema,
  identityQueueSchema,
  identityStatusSchema,
  identityUploadResponseSchema,
} from "@vv/shared/identity";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { memberLimitHook } from "../../platform/member-limit";
import { readSingleFile } from "../../platform/multipart";
import { viewerOf } from "../profiles/viewer";
import { documentTooLarge } from "./file";

const ADMINS = ["admin", "super_admin"] as const;
const tags = ["identity"];

/** Verified identity: the family's upload and status, the committee's queue and decision. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const identity = () => app.services.identity;
  await app.register(multipart, {
    limits: {
      fileSize: ID_DOCUMENT_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });

  app.get(
    "/identity/profiles/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "The identity check of a profile I manage: none, pending, verified (date) or rejected (remark)",
        params: idParams,
        response: { 200: identityStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return identity().status(viewerOf(requireUser(request)), request.params.id);
    },
  );

  app.post(
    "/identity/profiles/:id/document",
    {
      config: { access: "member" },
      // Sign-in (guardRoutes) and the member's upload limit are checked before the body is read.
      onRequest: memberLimitHook(app, () => ({
        name: "identity-upload",
        ...app.config.LIMIT_RESUME_UPLOADS,
        messageKey: "limits:identityUploads",
      })),
      schema: {
        tags,
        summary:
          "Upload the profile's identity document (multipart, one JPEG/PNG/WebP image or PDF); replaces a pending one",
        consumes: ["multipart/form-data"],
        params: idParams,
        querystring: z.object({ type: idDocumentTypeSchema }),
        response: { 201: identityUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(requireUser(request));
      const bytes = await readSingleFile(request, {
        tooLarge: documentTooLarge,
        noFileKey: "compliance:identity.errors.type",
        emptyIsMissing: true,
      });
      const lang = requestLanguage(request);
      const result = await identity().upload(viewer, request.params.id, request.query.type, bytes, lang);
      return reply.status(201).header("cache-control", "no-store").send(result);
    },
  );

  app.get(
    "/admin/identity",
    {
      schema: {
        tags: ["admin"],
        summary: "Identity documents waiting for the committee, oldest first, 20 a page",
        querystring: identityQueueQuerySchema,
        response: { 200: identityQueueSchema },
      },
    },
    async (request, reply) => {
      requireRole(request, ...ADMINS);
      reply.header("cache-control", "private, no-store");
      return identity().queue(request.query.page);
    },
  );

  app.get(
    "/admin/identity/:id/document",
    {
      schema: {
        tags: ["admin"],
        summary: "The document's bytes (admins only, never cached)",
        params: idParams,
      },
    },
    async (request, reply) => {
      requireRole(request, ...ADMINS);
      const file = await identity().document(request.params.id);
      const pdf = file.contentType === "application/pdf";
      return reply
        .type(file.contentType)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "sandbox; default-src 'none'")
        .header(
          "content-disposition",
          `${pdf ? "attachment" : "inline"}; filename="${file.name}.${pdf ? "pdf" : "jpg"}"`,
        )
        .send(file.body);
    },
  );

  app.post(
    "/admin/identity/:id/decision",
    {
      schema: {
        tags: ["admin"],
        summary: "Mark the profile ID verified, or reject the document with a remark (audited, family told)",
        params: idParams,
        body: identityDecisionSchema,
        response: { 200: identityDecisionResponseSchema },
      },
    },
    async (request) => {
      const admin = requireRole(request, ...ADMINS);
      const { decision, remark } = request.body;
      return identity().decide(admin, request.params.id, decision, remark, requestLanguage(request));
    },
  );
};
