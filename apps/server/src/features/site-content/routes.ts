import { idParams } from "@vv/shared/ids";
import { siteConfigSchema } from "@vv/shared/settings";
import { settingsUpdateSchema } from "@vv/shared/site-admin";
import {
  siteImageCaptionSchema,
  siteImageCreateSchema,
  siteImageMoveSchema,
  siteImagesResponseSchema,
} from "@vv/shared/site-content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../platform/auth";
import { PUBLIC_REVALIDATE } from "../../platform/cache-policy";
import { requestLanguage } from "../../platform/errors";

const message = { 200: z.object({ message: z.string() }) };
const tags = ["admin"];

export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.siteContent;

  app.get(
    "/site-images",
    {
      config: { access: "public" },
      schema: {
        tags: ["settings"],
        summary: "Carousel and gallery images managed by admins (empty: the web shows its bundled artwork)",
        response: { 200: siteImagesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_REVALIDATE);
      return content.images();
    },
  );

  app.put(
    "/admin/settings",
    {
      schema: {
        tags,
        summary: "Replace the site settings (contact details, payments, fee, new members verified)",
        body: settingsUpdateSchema,
        response: { 200: z.object({ settings: siteConfigSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return content.updateSettings(admin, request.body, requestLanguage(request));
    },
  );

  app.post(
    "/admin/site-images",
    {
      schema: {
        tags,
        summary: "Add an uploaded photo to the carousel (max 3) or gallery (max 9)",
        body: siteImageCreateSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await content.addImage(admin, request.body, requestLanguage(request)));
    },
  );

  app.put(
    "/admin/site-images/:id",
    {
      schema: {
        tags,
        summary: "Captions in both languages",
        params: idParams,
        body: siteImageCaptionSchema,
        response: message,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return content.updateCaption(admin, request.params.id, request.body, requestLanguage(request));
    },
  );

  app.post(
    "/admin/site-images/:id/move",
    {
      schema: {
        tags,
        summary: "Move an image one place up or down",
        params: idParams,
        body: siteImageMoveSchema,
        response: message,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return content.move(admin, request.params.id, request.body.direction, requestLanguage(request));
    },
  );

  app.delete(
    "/admin/site-images/:id",
    {
      schema: {
        tags,
        summary: "Remove an image (its files are deleted)",
        params: idParams,
        response: message,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return content.remove(admin, request.params.id, requestLanguage(request));
    },
  );
};
