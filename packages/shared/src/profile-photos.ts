import { z } from "zod";
import { PHOTO_ID_PATTERN } from "./media";
import { PHOTO_STATUSES, photoUrlsSchema } from "./profile-views";

/** Photos a profile may hold; the first approved one is its main photo (cards, lists, PDF, booklet). */
export const PROFILE_PHOTOS_MAX = 5;

const photoId = z.string().regex(PHOTO_ID_PATTERN, "profile:validation.photoRequired");

/** One of a profile's photos as its family sees it in the photo manager. */
export const managedPhotoSchema = z.object({
  photoId: z.string(),
  /** 1 is first. */
  position: z.number().int(),
  status: z.enum(PHOTO_STATUSES),
  /** Why the committee refused it; null unless rejected. */
  remark: z.string().nullable(),
  /** This is the photo cards, lists and the PDF show. */
  isMain: z.boolean(),
  urls: photoUrlsSchema,
});
export type ManagedPhoto = z.infer<typeof managedPhotoSchema>;

export const managedPhotosResponseSchema = z.object({
  items: z.array(managedPhotoSchema),
  max: z.literal(PROFILE_PHOTOS_MAX),
  /** The family may change photos now (the profile is not locked). */
  canChange: z.boolean(),
});
export type ManagedPhotosResponse = z.infer<typeof managedPhotosResponseSchema>;

/** Adds an uploaded photo (POST /media/photos) at the end, waiting for the committee. */
export const addProfilePhotoBodySchema = z.object({ photoId });

/** The family's new order: every photo of the profile once, first to last. */
export const reorderProfilePhotosBodySchema = z.object({
  photoIds: z.array(photoId).min(1).max(PROFILE_PHOTOS_MAX),
});

export const profilePhotosChangeResponseSchema = managedPhotosResponseSchema.extend({
  message: z.string(),
});
