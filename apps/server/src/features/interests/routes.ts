import { idParams } from "@vv/shared/ids";
import {
  declineInterestSchema,
  interestActionResponseSchema,
  interestCountsSchema,
  interestListQuerySchema,
  interestListResponseSchema,
  interestPairSchema,
  sendInterestSchema,
} from "@vv/shared/interests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { replayKey } from "../../platform/idempotency";
import { viewerOf } from "../profiles/viewer";

const tags = ["interests"];

export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  const interests = () => app.services.interests;

  app.post(
    "/interests",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Send an interest from one of our profiles (LIMIT_INTERESTS a day; Idempotency-Key replays)",
        body: sendInterestSchema,
        response: { 201: interestActionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A retry after a dropped connection (same Idempotency-Key) is stored once and answered the same.
      const sent = await app.services.idempotency.once(replayKey(request, "interests.send", user.id), () =>
        interests().send(viewerOf(user), request.body, requestLanguage(request)),
      );
      return reply.status(201).send(sent);
    },
  );

  app.get(
    "/interests",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Interests of our profiles: ?box=received|sent|accepted, newest first, with the counts",
        querystring: interestListQuerySchema,
        response: { 200: interestListResponseSchema },
      },
    },
    async (request) =>
      interests().list(viewerOf(requireUser(request)), request.query.box, requestLanguage(request)),
  );

  app.get(
    "/interests/counts",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Pending received, pending sent and accepted interests (the header menu)",
        response: { 200: interestCountsSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return interests().counts(viewerOf(requireUser(request)));
    },
  );

  app.get(
    "/interests/with/:slug",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Where our family stands with this profile: our possible senders and the latest interest",
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: interestPairSchema },
      },
    },
    async (request) =>
      interests().pair(viewerOf(requireUser(request)), request.params.slug, requestLanguage(request)),
  );

  for (const action of ["accept", "withdraw"] as const) {
    app.post(
      `/interests/:id/${action}`,
      {
        config: { access: "member" },
        schema: {
          tags,
          summary:
            action === "accept"
              ? "Accept an interest sent to one of our profiles"
              : "Withdraw our interest while it is pending",
          params: idParams,
          response: { 200: interestActionResponseSchema },
        },
      },
      async (request) =>
        interests()[action](viewerOf(requireUser(request)), request.params.id, requestLanguage(request)),
    );
  }

  app.post(
    "/interests/:id/decline",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Decline an interest sent to one of our profiles (optional reason)",
        params: idParams,
        body: declineInterestSchema,
        response: { 200: interestActionResponseSchema },
      },
    },
    async (request) =>
      interests().decline(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body.reason,
        requestLanguage(request),
      ),
  );
};
