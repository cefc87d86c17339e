import { idParams } from "@vv/shared/ids";
import { PHOTO_ID_PATTERN } from "@vv/shared/media";
import {
  addProfilePhotoBodySchema,
  managedPhotosResponseSchema,
  profilePhotosChangeResponseSchema,
  reorderProfilePhotosBodySchema,
} from "@vv/shared/profile-photos";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { viewerOf } from "../profiles/viewer";

const tags = ["profiles"];
const photoParams = idParams.extend({ photoId: z.string().regex(PHOTO_ID_PATTERN) });

/** A family's photo manager: its photos with the committee's decisions, add, delete, reorder. */
export const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = () => app.services.profilePhotos;

  app.get(
    "/profiles/:id/photos",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "A profile's photos, first to last, with the committee's decision on each (its family only)",
        params: idParams,
        response: { 200: managedPhotosResponseSchema },
      },
    },
    async (request) => photos().list(viewerOf(requireUser(request)), request.params.id),
  );

  app.post(
    "/profiles/:id/photos",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Add an uploaded photo at the end (up to 5; the committee approves each)",
        params: idParams,
        body: addProfilePhotoBodySchema,
        response: { 200: profilePhotosChangeResponseSchema },
      },
    },
    async (request) =>
      photos().add(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body.photoId,
        requestLanguage(request),
      ),
  );

  app.delete(
    "/profiles/:id/photos/:photoId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Delete one photo and its files (the last one stays)",
        params: photoParams,
        response: { 200: profilePhotosChangeResponseSchema },
      },
    },
    async (request) =>
      photos().remove(
        viewerOf(requireUser(request)),
        request.params.id,
        request.params.photoId,
        requestLanguage(request),
      ),
  );

  app.put(
    "/profiles/:id/photos/order",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Reorder the photos; the first approved one is the main photo",
        params: idParams,
        body: reorderProfilePhotosBodySchema,
        response: { 200: profilePhotosChangeResponseSchema },
      },
    },
    async (request) =>
      photos().reorder(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body.photoIds,
        requestLanguage(request),
      ),
  );
};
