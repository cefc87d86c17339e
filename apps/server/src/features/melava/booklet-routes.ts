import { idParams } from "@vv/shared/ids";
import { melavaBookletStatusSchema } from "@vv/shared/melava";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { PRIVATE_NO_STORE } from "../../platform/cache-policy";

const tags = ["admin"];

/** The printed booklet: the committee builds it in the background, follows its progress, downloads it. */
export const melavaBookletRoutes: FastifyPluginAsyncZod = async (app) => {
  const booklets = app.services.melavaBooklets;

  app.post(
    "/admin/melava/:id/booklet",
    {
      schema: {
        tags,
        summary: "Build the event's printed booklet in the background",
        params: idParams,
        response: { 202: melavaBookletStatusSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await booklets.start(requireAdmin(request), request.params.id)),
  );

  app.get(
    "/admin/melava/:id/booklet",
    {
      schema: {
        tags,
        summary: "The booklet build's progress and the newest finished booklet",
        params: idParams,
        response: { 200: melavaBookletStatusSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", PRIVATE_NO_STORE);
      return booklets.status(request.params.id);
    },
  );

  app.get(
    "/admin/melava/:id/booklet.pdf",
    { schema: { tags, summary: "The newest printed booklet (committee only)", params: idParams } },
    async (request, reply) => {
      requireAdmin(request);
      const { body, filename } = await booklets.download(request.params.id);
      return reply
        .type("application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(body);
    },
  );
};
