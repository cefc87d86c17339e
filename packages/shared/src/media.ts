import { z } from "zod";
import { type PhotoUrls, photoUrlsSchema } from "./profile-views";

/** Photo upload rules, shared by the upload form (accept, size check) and the server. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Largest decoded image accepted (width × height); a 12 MP phone photo is well inside. */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Smallest side accepted, in pixels: below this a face is not recognisable. */
export const PHOTO_MIN_SIDE = 100;
/**
 * MIME types the file picker offers: what a phone browser can show in the crop step (which then
 * uploads JPEG). The server decides from the bytes, and also reads HEIF/AVIF when sharp can.
 */
export const PHOTO_ACCEPT = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "image/avif",
] as const;

/** Stored sizes: the longest side is at most this many pixels (never enlarged). */
export const PHOTO_VARIANTS = { thumb: 320, full: 1080 } as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;
export const PHOTO_VARIANT_NAMES = Object.keys(PHOTO_VARIANTS) as PhotoVariant[];
export const PHOTO_FORMATS = ["webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** A photo id: 16 random bytes, base64url (22 characters). */
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const photoIdSchema = z.string().regex(PHOTO_ID_PATTERN, "validation.invalid");

/** Path of a stored variant below the API root, e.g. `/media/photos/{id}/thumb.webp`. */
export function photoPath(photoId: string, variant: PhotoVariant, format: PhotoFormat): string {
  return `/media/photos/${photoId}/${variant}.${format}`;
}

/** All four variant paths of a photo, in the shape profile cards and details use. */
export function photoUrlsOf(photoId: string): PhotoUrls {
  return {
    thumb: photoPath(photoId, "thumb", "webp"),
    full: photoPath(photoId, "full", "webp"),
    thumbJpeg: photoPath(photoId, "thumb", "jpg"),
    fullJpeg: photoPath(photoId, "full", "jpg"),
  };
}

export const photoUploadResponseSchema = z.object({
  photoId: z.string(),
  /** Size of the full variant in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** Paths below the API root (the web prefixes its API base): WebP and JPEG, thumb and full. */
  urls: photoUrlsSchema,
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;
