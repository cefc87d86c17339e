import { idParams } from "@vv/shared/ids";
import {
  reviewInputSchema,
  reviewReplySchema,
  reviewsResponseSchema,
  reviewVisibilitySchema,
} from "@vv/shared/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin, requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { replayKey } from "../../platform/idempotency";

const message = { 200: z.object({ message: z.string() }) };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.services.reviews;

  app.get(
    "/reviews",
    {
      config: { access: "public" },
      schema: {
        tags: ["reviews"],
        summary: "Ratings and reviews: the real average (half stars), count, all visible reviews",
        response: { 200: reviewsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return reviews.list(request.session?.user ?? null);
    },
  );

  app.post(
    "/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "Write the signed-in member's review (one per member)",
        body: reviewInputSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
      config: { access: "member", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await app.services.idempotency.once(replayKey(request, "reviews.create", user.id), () =>
        reviews.create(user, request.body, requestLanguage(request)),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/reviews/:id",
    {
      config: { access: "member" },
      schema: {
        tags: ["reviews"],
        summary: "Edit one's own review",
        params: idParams,
        body: reviewInputSchema,
        response: message,
      },
    },
    async (request) =>
      reviews.update(requireUser(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.delete(
    "/reviews/:id",
    {
      config: { access: "member" },
      schema: { tags: ["reviews"], summary: "Delete one's own review", params: idParams, response: message },
    },
    async (request) => reviews.remove(requireUser(request), request.params.id, requestLanguage(request)),
  );

  app.put(
    "/admin/reviews/:id/reply",
    {
      schema: {
        tags: ["admin"],
        summary: "Write or edit the committee's reply to a review",
        params: idParams,
        body: reviewReplySchema,
        response: message,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reviews.reply(admin, request.params.id, request.body.reply, requestLanguage(request));
    },
  );

  app.delete(
    "/admin/reviews/:id/reply",
    {
      schema: {
        tags: ["admin"],
        summary: "Delete the reply to a review",
        params: idParams,
        response: message,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reviews.reply(admin, request.params.id, null, requestLanguage(request));
    },
  );

  app.put(
    "/admin/reviews/:id/visibility",
    {
      schema: {
        tags: ["admin"],
        summary: "Hide an abusive review (it leaves the average and the list) or show it again",
        params: idParams,
        body: reviewVisibilitySchema,
        response: message,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reviews.setHidden(admin, request.params.id, request.body.hidden, requestLanguage(request));
    },
  );
};
