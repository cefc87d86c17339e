import { messageResponseSchema } from "@vv/shared/errors";
import { idParams } from "@vv/shared/ids";
import {
  melavaMineSchema,
  melavaPassSchema,
  melavaPayResponseSchema,
  melavaRegisterResponseSchema,
  melavaRegisterSchema,
  melavaRegistrationSchema,
  melavaSlugParams,
  melavaUpiClaimSchema,
} from "@vv/shared/melava";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { PRIVATE_NO_STORE } from "../../platform/cache-policy";
import { requestLanguage } from "../../platform/errors";
import { memberLimitHook } from "../../platform/member-limit";
import { viewerOf } from "../profiles/viewer";

const tags = ["melava"];
const member = { access: "member" as const };

/** A family's side of a melava: register, cancel, pay, the entry pass. */
export const melavaRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const registrations = app.services.melavaRegistrations;
  const passes = app.services.melavaPasses;

  app.get(
    "/melava/:slug/mine",
    {
      config: member,
      schema: {
        tags,
        summary: "The family's registrations for an event and the profiles it may register",
        params: melavaSlugParams,
        response: { 200: melavaMineSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return registrations.mine(viewerOf(requireUser(request)), request.params.slug);
    },
  );

  app.post(
    "/melava/:slug/registrations",
    {
      config: member,
      schema: {
        tags,
        summary: "Register an approved profile, with the family's choices for the printed booklet",
        params: melavaSlugParams,
        body: melavaRegisterSchema,
        response: { 201: melavaRegisterResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(requireUser(request));
      const meta = { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") };
      const result = await registrations.register(
        viewer,
        request.params.slug,
        request.body,
        meta,
        requestLanguage(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    "/melava/registrations/:id",
    {
      config: member,
      schema: {
        tags,
        summary: "One of the family's registrations",
        params: idParams,
        response: { 200: melavaRegistrationSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return registrations.one(viewerOf(requireUser(request)), request.params.id);
    },
  );

  app.post(
    "/melava/registrations/:id/cancel",
    {
      config: member,
      schema: {
        tags,
        summary: "Cancel a registration before registration closes",
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      registrations.cancel(viewerOf(requireUser(request)), request.params.id, requestLanguage(request)),
  );

  app.get(
    "/melava/registrations/:id/pass",
    {
      config: member,
      schema: {
        tags,
        summary: "The entry pass with its QR code",
        params: idParams,
        response: { 200: melavaPassSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return passes.pass(viewerOf(requireUser(request)), request.params.id);
    },
  );

  app.get(
    "/melava/registrations/:id/pass.pdf",
    {
      config: member,
      onRequest: memberLimitHook(app, () => ({
        name: "pdf-download",
        ...app.config.LIMIT_PDF_DOWNLOADS,
        messageKey: "limits:pdfDownloads",
      })),
      schema: {
        tags,
        summary: "The entry pass as a PDF (?lang, else Accept-Language)",
        params: idParams,
        querystring: z.object({ lang: z.enum(["en", "mr"]).optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? requestLanguage(request);
      const pdf = await passes.passPdf(viewerOf(requireUser(request)), request.params.id, lang);
      return reply
        .type("application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="melava-pass-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    "/melava/registrations/:id/pay",
    {
      config: member,
      schema: {
        tags,
        summary: "Pay the registration's fee through the gateway",
        params: idParams,
        response: { 200: melavaPayResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return passes.pay(viewerOf(user), user.mobile, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    "/melava/registrations/:id/upi",
    {
      config: member,
      schema: {
        tags,
        summary: "Report a UPI payment of the fee for the committee to confirm",
        params: idParams,
        body: melavaUpiClaimSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      passes.claimUpi(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body.reference,
        requestLanguage(request),
      ),
  );
};
