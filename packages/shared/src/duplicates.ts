/** Possible duplicates shown to the committee: signals on a profile under review, and the daily scan's pairs. */
import { z } from "zod";
import { photoUrlsSchema, REGISTRATION_STATUSES } from "./profile-views";

/** Why two profiles may be one family twice. */
export const DUPLICATE_REASONS = ["photo", "mobile", "nameBirthDate"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** What the committee already knows about the account behind a profile. */
export const ACCOUNT_FLAGS = ["warned", "reported", "deactivated"] as const;
export type AccountFlag = (typeof ACCOUNT_FLAGS)[number];

/** Pairs of the daily scan shown a page at a time. */
export const DUPLICATE_PAGE_SIZE = 10;

const profileRef = z.object({
  id: z.number().int(),
  registrationNumber: z.number().int().nullable(),
  slug: z.string(),
  fullName: z.string(),
  photo: photoUrlsSchema.nullable(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  accountFlags: z.array(z.enum(ACCOUNT_FLAGS)),
});
export type DuplicateProfileRef = z.infer<typeof profileRef>;

/** Another profile that looks like the one under review, and why. */
export const duplicateMatchSchema = profileRef.extend({
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
  /** Bits between the two photos' perceptual hashes (0: the same picture), when the photo matched. */
  photoDistance: z.number().int().nullable(),
  /** The mobile number both profiles give, when that matched. */
  sharedMobile: z.string().nullable(),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;

/** What the review of one profile shows next to it. */
export const profileDuplicatesSchema = z.object({
  accountFlags: z.array(z.enum(ACCOUNT_FLAGS)),
  matches: z.array(duplicateMatchSchema),
});
export type ProfileDuplicates = z.infer<typeof profileDuplicatesSchema>;

export const duplicatePairSchema = z.object({
  id: z.number().int(),
  foundAt: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
  photoDistance: z.number().int().nullable(),
  profiles: z.tuple([profileRef, profileRef]),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicatePairListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});

export const duplicatePairListResponseSchema = z.object({
  items: z.array(duplicatePairSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(DUPLICATE_PAGE_SIZE),
});
export type DuplicatePairList = z.infer<typeof duplicatePairListResponseSchema>;

export const dismissPairResponseSchema = z.object({ message: z.string() });
