import { pushSubscribeSchema, pushSubscriptionResponseSchema, pushUnsubscribeSchema } from "@vv/shared/push";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";

const tags = ["notifications"];

/** This device's Web Push subscription (the member allows notifications on the settings page). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/push/subscriptions",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "This device shows my chosen notifications with the site closed (PushSubscription.toJSON() and the device's language); ends with this session",
        body: pushSubscribeSchema,
        response: { 200: pushSubscriptionResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return app.services.push.subscribe(
        {
          userId: user.id,
          tokenHash: request.session?.tokenHash ?? "",
          userAgent: String(request.headers["user-agent"] ?? ""),
        },
        request.body,
      );
    },
  );

  app.post(
    "/push/subscriptions/remove",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "This device no longer shows my notifications",
        body: pushUnsubscribeSchema,
        response: { 200: pushSubscriptionResponseSchema },
      },
    },
    async (request) => app.services.push.unsubscribe(requireUser(request).id, request.body.endpoint),
  );
};
