import {
  contactListQuerySchema,
  contactListResponseSchema,
  contactMessageBodySchema,
  contactReadBodySchema,
  contactReadResponseSchema,
  contactSentSchema,
} from "@vv/shared/contact";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contact",
    {
      config: { access: "public" },
      schema: {
        tags: ["contact"],
        summary: "Contact form: a visitor's message to the committee (rate-limited per IP)",
        body: contactMessageBodySchema,
        response: { 200: contactSentSchema },
      },
    },
    async (request) => app.services.contact.send(request.body, request.ip, requestLanguage(request)),
  );

  app.get(
    "/admin/contact-messages",
    {
      schema: {
        tags: ["admin"],
        summary: "Contact messages: unread first, newest first, 10 a page",
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.services.contact.list(request.query);
    },
  );

  app.post(
    "/admin/contact-messages/:id/read",
    {
      schema: {
        tags: ["admin"],
        summary: "Mark a contact message read or unread",
        params: idParams,
        body: contactReadBodySchema,
        response: { 200: contactReadResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return app.services.contact.markRead(
        admin,
        request.params.id,
        request.body.read,
        requestLanguage(request),
      );
    },
  );
};
