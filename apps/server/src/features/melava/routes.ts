import { idParams } from "@vv/shared/ids";
import {
  melavaActionSchema,
  melavaAdminListSchema,
  melavaAdminSchema,
  melavaInputSchema,
  melavaListSchema,
  melavaNextSchema,
  melavaPublicSchema,
  melavaSavedSchema,
  melavaSlugParams,
} from "@vv/shared/melava";
import { isAdmin } from "@vv/shared/statuses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { PRIVATE_NO_STORE } from "../../platform/cache-policy";
import { requestLanguage } from "../../platform/errors";

const tags = ["melava"];

/** Melava events: public pages and the committee's screens. */
export const melavaRoutes: FastifyPluginAsyncZod = async (app) => {
  const melava = app.services.melava;

  app.get(
    "/melava",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Upcoming melava events and the archive of past ones",
        response: { 200: melavaListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return melava.list();
    },
  );

  app.get(
    "/melava/next",
    {
      config: { access: "public" },
      schema: { tags, summary: "The next melava, for the home page", response: { 200: melavaNextSchema } },
    },
    async (_request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return { event: await melava.next() };
    },
  );

  app.get(
    "/melava/:slug",
    {
      config: { access: "optional" },
      schema: {
        tags,
        summary: "One melava event",
        params: melavaSlugParams,
        response: { 200: melavaPublicSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return melava.bySlug(request.params.slug, isAdmin(request.session?.user ?? null));
    },
  );

  app.get(
    "/admin/melava",
    { schema: { tags: ["admin"], summary: "Every melava event", response: { 200: melavaAdminListSchema } } },
    async (request) => {
      requireAdmin(request);
      return { items: await melava.adminList() };
    },
  );

  app.get(
    "/admin/melava/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "One melava event with its booklet settings",
        params: idParams,
        response: { 200: melavaAdminSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return melava.adminDetails(request.params.id);
    },
  );

  app.post(
    "/admin/melava",
    {
      schema: {
        tags: ["admin"],
        summary: "Create a melava event (a draft)",
        body: melavaInputSchema,
        response: { 201: melavaSavedSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await melava.create(admin, request.body, requestLanguage(request)));
    },
  );

  app.put(
    "/admin/melava/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Edit a melava event",
        params: idParams,
        body: melavaInputSchema,
        response: { 200: melavaSavedSchema },
      },
    },
    async (request) =>
      melava.update(requireAdmin(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.post(
    "/admin/melava/:id/actions",
    {
      schema: {
        tags: ["admin"],
        summary: "Publish, close or archive a melava event",
        params: idParams,
        body: melavaActionSchema,
        response: { 200: melavaSavedSchema },
      },
    },
    async (request) =>
      melava.act(requireAdmin(request), request.params.id, request.body.action, requestLanguage(request)),
  );
};
