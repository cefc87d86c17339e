import { outboxResponseSchema } from "@vv/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Demo mode only (DEMO=true, which only a loopback HOST allows): the last OTP texts the console SMS
 * adapter "sent", so a developer or an end-to-end test can sign in without a phone.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dev/outbox",
    {
      config: { access: "public" },
      schema: {
        tags: ["dev"],
        summary:
          "Last 50 OTP messages of the console SMS adapter, and the notifications the console SMS/WhatsApp adapters sent (demo mode only)",
        response: { 200: outboxResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const sms = (app.services.sms.notificationOutbox?.() ?? []).map((m) => ({
        channel: "sms" as const,
        mobile: m.mobile,
        text: m.text,
        sentAt: m.sentAt,
      }));
      const whatsapp = (app.services.whatsapp.outbox?.() ?? []).map((m) => ({
        channel: "whatsapp" as const,
        mobile: m.mobile,
        text: `${m.template}: ${m.params.join(" | ")}`,
        sentAt: m.sentAt,
      }));
      return {
        messages: app.services.sms.outbox?.() ?? [],
        notifications: [...sms, ...whatsapp].sort((a, b) => b.sentAt.localeCompare(a.sentAt)),
      };
    },
  );
};
