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

/**
 * Stored sizes in pixels (never enlarged). thumb and full keep the whole photo within a square of
 * that side; card is that square itself, cut from the centre as cards show photos (object-fit:
 * cover), for the small photos of lists (about 100 CSS px on phones, so 200 px covers 2× screens).
 */
export const PHOTO_VARIANTS = { card: 200, thumb: 320, full: 1080 } as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;
export const PHOTO_VARIANT_NAMES = Object.keys(PHOTO_VARIANTS) as PhotoVariant[];
export const PHOTO_VARIANT_FIT: Record<PhotoVariant, "inside" | "cover"> = {
  card: "cover",
  thumb: "inside",
  full: "inside",
};
export const PHOTO_FORMATS = ["webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/**
 * The blurred copies the server makes for viewers not entitled to the real photo, and the real
 * variant each is sized like: blur (320 px, details and large cards), blur-card (the card square).
 */
export const BLURRED_VARIANTS = { blur: "thumb", "blur-card": "card" } as const;
export type BlurredVariant = keyof typeof BLURRED_VARIANTS;
export const isBlurredVariant = (value: string): value is BlurredVariant =>
  Object.hasOwn(BLURRED_VARIANTS, value);

/** A photo id: 16 random bytes, base64url (22 characters). */
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const photoIdSchema = z.string().regex(PHOTO_ID_PATTERN, "validation.invalid");

/** Path of a stored variant below the API root, e.g. `/media/photos/{id}/thumb.webp`. */
export function photoPath(photoId: string, variant: PhotoVariant, format: PhotoFormat): string {
  return `/media/photos/${photoId}/${variant}.${format}`;
}

/** The variant paths of a photo, in the shape profile cards and details use. */
export function photoUrlsOf(photoId: string): PhotoUrls {
  return {
    card: photoPath(photoId, "card", "webp"),
    cardJpeg: photoPath(photoId, "card", "jpg"),
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
  /** Paths below the API root (the web prefixes its API base): WebP and JPEG, card, thumb and full. */
  urls: photoUrlsSchema,
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;
