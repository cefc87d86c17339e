import multipart from "@fastify/multipart";
import { PHOTO_MAX_BYTES, photoUploadResponseSchema, photoUrlsOf } from "@vv/shared/media";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../platform/errors";
import { memberLimitHook } from "../../platform/member-limit";
import { readSingleFile } from "../../platform/multipart";

/**
 * Variants never change under their id, so browsers keep them. A photo only a signed-in viewer may
 * see is "private": kept by that browser alone (dropped at logout), never by a shared cache.
 */
const PHOTO_CACHE_CONTROL = "private, max-age=31536000, immutable";
/**
 * A photo anyone may see: may be kept and shared, but revalidated within a day, because it stops being
 * public when its committee card or listing is taken down. Only these does the service worker keep.
 */
const PUBLIC_PHOTO_CACHE_CONTROL = "public, max-age=86400";

const tooLarge = () =>
  new AppError(413, "payload_too_large", "media:errors.tooLarge", { maxMb: PHOTO_MAX_BYTES / 1024 / 1024 });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  const media = app.services.media;

  app.post(
    "/media/photos",
    {
      schema: {
        tags: ["media"],
        summary: "Upload a photo (multipart, one file): checked, cleaned of metadata and stored as variants",
        consumes: ["multipart/form-data"],
        response: { 201: photoUploadResponseSchema },
      },
      config: {
        access: "member",
        unauthorizedKey: "media:errors.unauthorized",
        rateLimit: { max: 60, timeWindow: "1 minute" },
      },
      // Each photo costs CPU to decode and re-encode: LIMIT_PHOTO_UPLOADS per member per window.
      onRequest: memberLimitHook(app, () => ({
        name: "photo-upload",
        ...app.config.LIMIT_PHOTO_UPLOADS,
        messageKey: "limits:photoUploads",
      })),
      // Decided before a byte of the body is read.
      preValidation: async (request) => {
        const userId = await media.access.authorizeUpload(request);
        if (userId === null) throw new AppError(401, "unauthorized", "media:errors.unauthorized");
        request.uploaderId = userId;
      },
    },
    async (request, reply) => {
      const bytes = await readSingleFile(request, { tooLarge });
      const stored = await media.storePhoto(bytes, { ownerUserId: request.uploaderId });
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ ...stored, urls: photoUrlsOf(stored.photoId) });
    },
  );

  app.get(
    "/media/photos/:photoId/:file",
    {
      config: { access: "optional" },
      schema: {
        tags: ["media"],
        summary:
          "One variant of a photo: /media/photos/{id}/{card|thumb|full|blur|blur-card}.{webp|jpg}; 404 unless the viewer may see it (blur, blur-card: the server-made blurred copies for viewers not entitled to the real photo)",
        params: z.object({ photoId: z.string(), file: z.string() }),
      },
    },
    async (request, reply) => {
      const { photoId, file } = request.params;
      const [variant = "", format = "", ...rest] = file.split(".");
      const photo = rest.length === 0 ? await media.findPhoto(photoId) : undefined;
      if (!photo || !(await media.access.authorizePhotoRead(request, photoId, photo, variant)))
        throw notFound();
      const opened = await media.openVariant(photoId, variant, format);
      if (!opened) throw notFound();
      // A visitor who is not signed in sees only public photos; a member's read may be of either kind.
      const isPublic = request.session?.user
        ? ((await media.access.isPublicPhoto?.(photoId)) ?? false)
        : true;

      reply
        .header("cache-control", isPublic ? PUBLIC_PHOTO_CACHE_CONTROL : PHOTO_CACHE_CONTROL)
        .header("etag", opened.etag)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", `inline; filename="${variant}.${format}"`)
        .type(opened.contentType);
      const ifNoneMatch = request.headers["if-none-match"];
      if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opened.etag)) {
        return reply.status(304).send();
      }
      return reply.header("content-length", opened.size).send(opened.body);
    },
  );
};

declare module "fastify" {
  interface FastifyRequest {
    /** Set on upload routes once the upload hook accepted the request. */
    uploaderId?: number;
  }
}
