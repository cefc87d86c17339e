import { melavaSlugParams } from "@vv/shared/melava";
import {
  melavaBookletPageSchema,
  melavaBookletQuerySchema,
  melavaBulkInterestResultSchema,
  melavaBulkInterestSchema,
} from "@vv/shared/melava-members";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { PRIVATE_NO_STORE } from "../../platform/cache-policy";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["melava"];
const member = { access: "member" as const };

/** The members' digital booklet of a melava and interests to several of its candidates at once. */
export const melavaMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const booklet = app.services.melavaMembers;

  app.get(
    "/melava/:slug/booklet",
    {
      config: member,
      schema: {
        tags,
        summary: "The event's candidates this member may see (search and filters), with the event numbers",
        params: melavaSlugParams,
        querystring: melavaBookletQuerySchema,
        response: { 200: melavaBookletPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return booklet.page(
        viewerOf(requireUser(request)),
        request.params.slug,
        request.query,
        requestLanguage(request),
      );
    },
  );

  app.post(
    "/melava/:slug/booklet/interests",
    {
      config: member,
      schema: {
        tags,
        summary: "Send interests to several of the event's candidates at once; the result per candidate",
        params: melavaSlugParams,
        body: melavaBulkInterestSchema,
        response: { 200: melavaBulkInterestResultSchema },
      },
    },
    async (request) =>
      booklet.sendInterests(
        viewerOf(requireUser(request)),
        request.params.slug,
        request.body,
        requestLanguage(request),
      ),
  );
};
