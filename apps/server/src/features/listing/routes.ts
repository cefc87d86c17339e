import { idParams } from "@vv/shared/ids";
import {
  closeListingSchema,
  freshnessConfirmResponseSchema,
  freshnessConfirmSchema,
  listingActionResponseSchema,
  listingStatusSchema,
  pauseListingSchema,
} from "@vv/shared/listing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["listing"];

/** A living directory: the family's "still looking", pause, resume and closing; the one-tap link. */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const listing = () => app.services.listing;
  const action = { config: { access: "member" as const }, schema: { tags, params: idParams } };

  app.get(
    "/profiles/:id/listing",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "Whether a profile I manage is in the lists, paused or closed, and why; its last confirmation",
        params: idParams,
        response: { 200: listingStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listing().status(viewerOf(requireUser(request)), request.params.id);
    },
  );

  app.post(
    "/profiles/:id/listing/confirm",
    {
      ...action,
      schema: {
        ...action.schema,
        summary: "Still looking: confirm the profile (a profile paused for want of an answer comes back)",
        response: { 200: listingActionResponseSchema },
      },
    },
    async (request) =>
      listing().confirm(viewerOf(requireUser(request)), request.params.id, requestLanguage(request)),
  );

  app.post(
    "/profiles/:id/listing/pause",
    {
      ...action,
      schema: {
        ...action.schema,
        summary: "Pause the profile (out of lists and matches), optionally until a day",
        body: pauseListingSchema,
        response: { 200: listingActionResponseSchema },
      },
    },
    async (request) =>
      listing().pause(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    "/profiles/:id/listing/resume",
    {
      ...action,
      schema: {
        ...action.schema,
        summary: "End the family's pause: the profile is back in the lists",
        response: { 200: listingActionResponseSchema },
      },
    },
    async (request) =>
      listing().resume(viewerOf(requireUser(request)), request.params.id, requestLanguage(request)),
  );

  app.post(
    "/profiles/:id/listing/close",
    {
      ...action,
      schema: {
        ...action.schema,
        summary: "Engaged or married: the profile leaves every list, its open interests close politely",
        body: closeListingSchema,
        response: { 200: listingActionResponseSchema },
      },
    },
    async (request) =>
      listing().close(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    "/freshness/confirm",
    {
      // The link signs nobody in: anyone holding it may answer "still looking" for its profile once.
      config: { access: "public", rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: {
        tags,
        summary: 'Answer "still looking?" from the single-use, expiring link (confirms only that)',
        body: freshnessConfirmSchema,
        response: { 200: freshnessConfirmResponseSchema },
      },
    },
    async (request) => listing().confirmByLink(request.body.token, requestLanguage(request)),
  );
};
