import { idParams } from "@vv/shared/ids";
import {
  adminStoriesResponseSchema,
  familyStorySchema,
  storiesQuerySchema,
  storiesResponseSchema,
  storyActionResponseSchema,
  storyConsentSchema,
  storyDecisionResponseSchema,
  storyDecisionSchema,
  storyIdParams,
  storyInputSchema,
} from "@vv/shared/stories";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin, requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["stories"];

/** Success stories: the public page, the two families' consent and withdrawal, the committee's decision. */
export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  const stories = () => app.services.stories;

  app.get(
    "/stories",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Published success stories, newest first: two first names, the month, the text, the photo",
        querystring: storiesQuerySchema,
        response: { 200: storiesResponseSchema },
      },
    },
    async (request) => stories().published(request.query.page, request.query.limit),
  );

  app.get(
    "/profiles/:id/story",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The success story of a profile I manage (written by us or asking our agreement)",
        params: idParams,
        response: { 200: familyStorySchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return stories().forProfile(
        viewerOf(requireUser(request)),
        request.params.id,
        requestLanguage(request),
      );
    },
  );

  app.post(
    "/profiles/:id/story",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Write the story of a profile closed naming the other; the other family is asked to agree",
        params: idParams,
        body: storyInputSchema,
        response: { 201: storyActionResponseSchema },
      },
    },
    async (request, reply) => {
      const out = await stories().write(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body,
        requestLanguage(request),
      );
      return reply.code(201).send(out);
    },
  );

  app.post(
    "/stories/:storyId/consent",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The other family agrees (the committee sees it next) or declines (it is deleted)",
        params: storyIdParams,
        body: storyConsentSchema,
        response: { 200: storyActionResponseSchema },
      },
    },
    async (request) =>
      stories().consent(
        viewerOf(requireUser(request)),
        request.params.storyId,
        request.body,
        requestLanguage(request),
      ),
  );

  app.delete(
    "/stories/:storyId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Withdraw a story (either family, at any time): removed at once, its photo deleted",
        params: storyIdParams,
        response: { 200: storyActionResponseSchema },
      },
    },
    async (request) =>
      stories().withdraw(viewerOf(requireUser(request)), request.params.storyId, requestLanguage(request)),
  );

  app.get(
    "/admin/stories",
    {
      schema: {
        tags: ["admin"],
        summary: "Stories both families agreed to, waiting for the committee, oldest first",
        response: { 200: adminStoriesResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return stories().queue();
    },
  );

  app.post(
    "/admin/stories/:storyId/decision",
    {
      schema: {
        tags: ["admin"],
        summary: "Publish a story or reject it with a reason the families read (audited)",
        params: storyIdParams,
        body: storyDecisionSchema,
        response: { 200: storyDecisionResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return stories().decide(admin, request.params.storyId, request.body, requestLanguage(request));
    },
  );
};
