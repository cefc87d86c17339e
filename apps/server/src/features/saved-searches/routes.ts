import {
  savedSearchCreateSchema,
  savedSearchIdParams,
  savedSearchListSchema,
  savedSearchMessageSchema,
  savedSearchRenameSchema,
  savedSearchSavedSchema,
} from "@vv/shared/saved-searches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["saved searches"];

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.savedSearches;

  app.get(
    "/saved-searches",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "My saved searches, each with the profiles approved since I last opened it",
        response: { 200: savedSearchListSchema },
      },
    },
    async (request) => service().list(viewerOf(requireUser(request))),
  );

  app.post(
    "/saved-searches",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Save the list's current filters under a name (at most 10 searches)",
        body: savedSearchCreateSchema,
        response: { 200: savedSearchSavedSchema },
      },
    },
    async (request) =>
      service().create(viewerOf(requireUser(request)), request.body, requestLanguage(request)),
  );

  app.patch(
    "/saved-searches/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Rename a saved search",
        params: savedSearchIdParams,
        body: savedSearchRenameSchema,
        response: { 200: savedSearchSavedSchema },
      },
    },
    async (request) =>
      service().rename(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body.name,
        requestLanguage(request),
      ),
  );

  app.delete(
    "/saved-searches/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Delete a saved search",
        params: savedSearchIdParams,
        response: { 200: savedSearchMessageSchema },
      },
    },
    async (request) =>
      service().remove(viewerOf(requireUser(request)), request.params.id, requestLanguage(request)),
  );

  app.post(
    "/saved-searches/:id/open",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Open a saved search: its filters, and its new profiles counted from now",
        params: savedSearchIdParams,
        response: { 200: savedSearchSavedSchema },
      },
    },
    async (request) =>
      service().open(viewerOf(requireUser(request)), request.params.id, requestLanguage(request)),
  );
};
