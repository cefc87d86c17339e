import { messageResponseSchema } from "@vv/shared/board-review";
import {
  businessDetailsSchema,
  businessInputSchema,
  businessListQuerySchema,
  businessListResponseSchema,
  businessSavedResponseSchema,
  businessVisibilityBodySchema,
  myBusinessSchema,
} from "@vv/shared/business";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { perMember } from "../boards/place";

const tags = ["business"];

/**
 * The business directory. Photos go through POST /media/photos and are
 * attached by id in the listing's body.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const business = () => app.services.business;

  app.get(
    "/business",
    {
      schema: {
        tags,
        summary: "Approved, shown business listings, newest first, one page",
        querystring: businessListQuerySchema,
        response: { 200: businessListResponseSchema },
      },
    },
    async (request) => business().list(request.query, requestLanguage(request)),
  );

  app.get(
    "/business/mine",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The signed-in member's listings, every status",
        response: { 200: z.object({ items: z.array(myBusinessSchema) }) },
      },
    },
    async (request) => ({ items: await business().listMine(requireUser(request), requestLanguage(request)) }),
  );

  app.post(
    "/business",
    {
      schema: {
        tags,
        summary: "List a business (waits for the committee)",
        body: businessInputSchema,
        response: { 201: businessSavedResponseSchema },
      },
      config: { access: "member", rateLimit: { max: 30, timeWindow: "1 hour", keyGenerator: perMember } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await business().create(requireUser(request), request.body, requestLanguage(request))),
  );

  app.get(
    "/business/:id",
    {
      schema: {
        tags,
        summary: "A business listing",
        params: idParams,
        response: { 200: businessDetailsSchema },
      },
    },
    async (request) =>
      business().details(request.session?.user ?? null, request.params.id, requestLanguage(request)),
  );

  app.get(
    "/business/:id/form",
    {
      config: { access: "member" },
      schema: { tags, summary: "Stored values for the owner's edit form", params: idParams },
    },
    async (request) => business().formValues(requireUser(request), request.params.id),
  );

  app.put(
    "/business/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Edit a listing (it goes back to the committee)",
        params: idParams,
        body: businessInputSchema,
        response: { 200: businessSavedResponseSchema },
      },
    },
    async (request) =>
      business().update(requireUser(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.put(
    "/business/:id/visibility",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Hide a listing from the directory, or show it again",
        params: idParams,
        body: businessVisibilityBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      business().setHidden(
        requireUser(request),
        request.params.id,
        request.body.hidden,
        requestLanguage(request),
      ),
  );

  app.delete(
    "/business/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Delete a listing and its photo",
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => business().remove(requireUser(request), request.params.id, requestLanguage(request)),
  );
};
