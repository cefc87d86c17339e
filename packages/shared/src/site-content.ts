import { z } from "zod";
import { CAROUSEL_SIZE, GALLERY_SIZE } from "./constants";
import { photoUrlsSchema } from "./profile-views";

/** Home carousel (3 images) and gallery (9 images), managed by admins; bundled artwork until then. */
export const SITE_IMAGE_KINDS = ["carousel", "gallery"] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];
export const SITE_IMAGE_LIMITS: Record<SiteImageKind, number> = {
  carousel: CAROUSEL_SIZE,
  gallery: GALLERY_SIZE,
};
export const CAPTION_MAX = 120;

const caption = z
  .string()
  .trim()
  .max(CAPTION_MAX, `common:validation.tooLong|${JSON.stringify({ max: CAPTION_MAX })}`);

export const siteImageCaptionSchema = z.object({ captionEn: caption, captionMr: caption });
export type SiteImageCaptionInput = z.output<typeof siteImageCaptionSchema>;

export const siteImageCreateSchema = siteImageCaptionSchema.extend({
  kind: z.enum(SITE_IMAGE_KINDS, "common:validation.invalidChoice"),
  photoId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "site-admin:content.photoRequired"),
});
export type SiteImageCreateInput = z.output<typeof siteImageCreateSchema>;

export const siteImageMoveSchema = z.object({ direction: z.enum(["up", "down"]) });

export const siteImageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SITE_IMAGE_KINDS),
  position: z.number().int(),
  captionEn: z.string(),
  captionMr: z.string(),
  photo: photoUrlsSchema,
});
export type SiteImage = z.infer<typeof siteImageSchema>;

export const siteImagesResponseSchema = z.object({
  carousel: z.array(siteImageSchema),
  gallery: z.array(siteImageSchema),
});
export type SiteImagesResponse = z.infer<typeof siteImagesResponseSchema>;
