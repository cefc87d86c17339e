import { idParams } from "@vv/shared/ids";
import {
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
  memberPaymentFlagBodySchema,
  paymentDecisionBodySchema,
  paymentSettingsSchema,
  recordManualPaymentBodySchema,
} from "@vv/shared/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";

const tags = ["admin"];
const messageSchema = z.object({ message: z.string() });
/** The committee's payment ledger: list, CSV, manual UPI decisions, payment switches. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.adminPayments;

  app.get(
    "/admin/payments",
    {
      schema: {
        tags,
        summary: "Payment attempts, newest first, filtered by status, provider, dates, profile or a search",
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentListSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return service().list(request.query);
    },
  );

  app.get(
    "/admin/payments/export.csv",
    {
      schema: {
        tags,
        summary: "The filtered ledger as CSV (UTF-8, formula-safe cells)",
        querystring: adminPaymentListQuerySchema,
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const csv = await service().exportCsv(request.query, requestLanguage(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="payments-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    "/admin/payments/:id/decision",
    {
      schema: {
        tags,
        summary: "Confirm (with the transaction reference) or reject (with a remark) a manual UPI payment",
        params: idParams,
        body: paymentDecisionBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return service().decide(admin, request.params.id, request.body, requestLanguage(request));
    },
  );

  app.post(
    "/admin/payments/manual",
    {
      schema: {
        tags,
        summary: "Record a transfer the committee received for a profile (marks it paid)",
        body: recordManualPaymentBodySchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply
        .status(201)
        .send(await service().recordManual(admin, request.body, requestLanguage(request)));
    },
  );

  app.put(
    "/admin/payments/members/:mobile",
    {
      schema: {
        tags,
        summary: "Offer payments to one account even while the site switch is off",
        params: z.object({ mobile: z.string().regex(/^\d{10}$/) }),
        body: memberPaymentFlagBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return service().setMemberFlag(
        admin,
        request.params.mobile,
        request.body.enabled,
        requestLanguage(request),
      );
    },
  );

  app.get(
    "/admin/payments/settings",
    {
      schema: {
        tags,
        summary: "Payment switch, fee, UPI id, payee name, phone-transfer number",
        response: { 200: paymentSettingsSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return service().getSettings();
    },
  );

  app.put(
    "/admin/payments/settings",
    {
      schema: {
        tags,
        summary: "Change the payment settings (audited)",
        body: paymentSettingsSchema,
        response: { 200: z.object({ message: z.string(), settings: paymentSettingsSchema }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return service().updateSettings(admin, request.body, requestLanguage(request));
    },
  );
};
