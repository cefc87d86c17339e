import { idParams } from "@vv/shared/ids";
import {
  manualPaymentBodySchema,
  paymentAttemptSchema,
  paymentCallbackResponseSchema,
  paymentPageSchema,
  paymentStatusResponseSchema,
  startPaymentBodySchema,
  startPaymentResponseSchema,
} from "@vv/shared/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["payments"];
const profileParams = idParams;
const tidParams = z.object({ tid: z.string().regex(/^[A-Za-z0-9]{1,40}$/) });

/** Member side of the registration fee. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = () => app.services.payments;

  app.get(
    "/payments/profiles/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "What the payment page shows for a profile: fee from the settings, UPI QR, past attempts",
        params: profileParams,
        response: { 200: paymentPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return payments().page(viewerOf(requireUser(request)), request.params.id, requestLanguage(request));
    },
  );

  app.post(
    "/payments",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Start a gateway payment (PAYMENT_INITIATED and the provider's redirect URL)",
        body: startPaymentBodySchema,
        response: { 200: startPaymentResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return payments().start(viewerOf(user), user.mobile, request.body.profileId, requestLanguage(request));
    },
  );

  app.post(
    "/payments/manual",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Report a UPI or phone transfer by its reference, for the committee to confirm",
        body: manualPaymentBodySchema,
        response: { 201: z.object({ message: z.string(), attempt: paymentAttemptSchema }) },
      },
    },
    async (request, reply) => {
      const result = await payments().claimManual(
        viewerOf(requireUser(request)),
        request.body,
        requestLanguage(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    "/payments/:tid/status",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The result of one attempt (asks the gateway again while it is open)",
        params: tidParams,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return payments().status(viewerOf(requireUser(request)), request.params.tid);
    },
  );

  app.post(
    "/payments/callback/:provider",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Server-to-server callback of a gateway; refused unless its X-VERIFY checksum matches",
        params: z.object({ provider: z.string().max(20) }),
        body: z.object({ response: z.string().max(20_000) }).passthrough(),
        response: { 200: paymentCallbackResponseSchema },
      },
    },
    async (request) => {
      const outcome = await payments().callback(request.params.provider, request.headers, request.body);
      return { received: true as const, outcome };
    },
  );
};
