import { createHash } from "node:crypto";
import { buildMasterData } from "@vv/shared/master-data";
import { masterDataResponseSchema } from "@vv/shared/master-data-schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Reference lists change only with a release, so the document is built once and served by ETag. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = JSON.stringify(buildMasterData());
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

  app.get(
    "/master-data",
    {
      config: { access: "public" },
      schema: {
        tags: ["reference"],
        summary: "Reference lists for forms and filters, English and Marathi labels",
        response: { 200: masterDataResponseSchema },
      },
    },
    async (request, reply) => {
      reply
        .header("etag", etag)
        .header("cache-control", "public, max-age=3600, stale-while-revalidate=86400");
      if (request.headers["if-none-match"] === etag) return reply.status(304 as 200).send(undefined as never);
      // Serialized once at start-up: a string body goes out as it is (the schema documents it).
      return reply.type("application/json; charset=utf-8").send(body as never);
    },
  );
};
