import { blockedListSchema, blockResponseSchema } from "@vv/shared/blocks";
import { rowId } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["safety"];

export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/profiles/:slug/block",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Block the family behind a profile: neither side sees the other's profiles any more",
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: blockResponseSchema },
      },
    },
    async (request) =>
      app.services.blocks.block(
        viewerOf(requireUser(request)),
        request.params.slug,
        requestLanguage(request),
      ),
  );

  app.get(
    "/blocks",
    {
      config: { access: "member" },
      schema: { tags, summary: "The profiles I blocked, newest first", response: { 200: blockedListSchema } },
    },
    async (request) => app.services.blocks.list(viewerOf(requireUser(request))),
  );

  app.delete(
    "/blocks/:profileId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Unblock a profile I blocked",
        params: z.object({ profileId: rowId }),
        response: { 200: blockResponseSchema },
      },
    },
    async (request) =>
      app.services.blocks.unblock(
        viewerOf(requireUser(request)),
        request.params.profileId,
        requestLanguage(request),
      ),
  );
};
