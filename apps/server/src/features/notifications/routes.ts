import {
  failedDeliveryListSchema,
  notificationIdParams,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
} from "@vv/shared/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin, requireUser } from "../../platform/auth";

const tags = ["notifications"];

/** The signed-in member's notifications (every signed-in account, verified or not). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/notifications",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "My notifications, newest first, 20 a page (unread=1: unread only)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => app.services.notifications.list(requireUser(request).id, request.query),
  );

  app.get(
    "/notifications/unread-count",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "How many of my notifications are unread (the bell)",
        response: { 200: unreadCountSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return app.services.notifications.unread(requireUser(request).id);
    },
  );

  app.post(
    "/notifications/:id/read",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Mark one of my notifications read",
        params: notificationIdParams,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => app.services.notifications.markRead(requireUser(request).id, request.params.id),
  );

  app.post(
    "/notifications/read-all",
    {
      config: { access: "member" },
      schema: { tags, summary: "Mark all my notifications read", response: { 200: unreadCountSchema } },
    },
    async (request) => app.services.notifications.markAllRead(requireUser(request).id),
  );

  app.get(
    "/admin/notification-deliveries",
    {
      schema: {
        tags: ["admin"],
        summary: "SMS/WhatsApp notifications that failed after every retry, newest first (at most 100)",
        response: { 200: failedDeliveryListSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.deliveries.failedList();
    },
  );

  app.get(
    "/notifications/preferences",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Which notifications I also receive by SMS or WhatsApp",
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => app.services.notifications.preferences(requireUser(request).id),
  );

  app.put(
    "/notifications/preferences",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Choose which notifications also go by SMS or WhatsApp (opt-in)",
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => app.services.notifications.savePreferences(requireUser(request).id, request.body),
  );
};
