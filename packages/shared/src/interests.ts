import { z } from "zod";
import { rowId } from "./ids";
import { profileCardSchema } from "./profile-views";

/** Interests between profiles. */
export const INTEREST_NOTE_MAX = 200;
export const INTEREST_STATUSES = [
  "pending",
  "accepted",
  "declined",
  "withdrawn",
  "expired",
  "closed",
] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
/** Short notes a family may pick (texts in locales interests.json notes.*). */
export const INTEREST_NOTE_TEMPLATES = ["likedProfile", "seeOurs", "willCall", "knowMore"] as const;
/** Optional reasons for declining (texts in decline.*). */
export const DECLINE_REASONS = ["notMatching", "engaged", "otherPreferences", "notNow"] as const;
export const INTEREST_BOXES = ["received", "sent", "accepted"] as const;
export type InterestBox = (typeof INTEREST_BOXES)[number];

const invalid = "common:validation.invalidChoice";

export const sendInterestSchema = z.object({
  /** One of the sender's own profiles (a family may manage several, an associate many). */
  fromProfileId: rowId,
  /** The profile's slug or registration number, as on the details page. */
  to: z.string().trim().min(1).max(120),
  noteTemplate: z.enum(INTEREST_NOTE_TEMPLATES, invalid).optional(),
  noteText: z
    .string()
    .trim()
    .max(INTEREST_NOTE_MAX, `common:validation.tooLong|${JSON.stringify({ max: INTEREST_NOTE_MAX })}`)
    .optional(),
});
export type SendInterest = z.infer<typeof sendInterestSchema>;

export const declineInterestSchema = z.object({
  reason: z.enum(DECLINE_REASONS, invalid).optional(),
});

export const interestListQuerySchema = z.object({
  box: z.enum(INTEREST_BOXES).catch("received"),
});

/** One interest as either family sees it: our profile, the other profile's card, status and dates. */
export const interestItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(INTEREST_STATUSES),
  direction: z.enum(["received", "sent"]),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** The note as sent, already in the reader's language (template) plus the family's own words. */
  note: z.string().nullable(),
  noteText: z.string().nullable(),
  declineReason: z.string().nullable(),
  ours: z.object({ id: z.number().int(), fullName: z.string(), slug: z.string() }),
  other: profileCardSchema,
  actions: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    withdraw: z.boolean(),
  }),
});
export type InterestItem = z.infer<typeof interestItemSchema>;

export const interestCountsSchema = z.object({
  /** Pending interests others sent to our profiles. */
  received: z.number().int(),
  /** Our pending interests. */
  sent: z.number().int(),
  accepted: z.number().int(),
});
export type InterestCounts = z.infer<typeof interestCountsSchema>;

export const interestListResponseSchema = z.object({
  items: z.array(interestItemSchema),
  counts: interestCountsSchema,
});
export type InterestListResponse = z.infer<typeof interestListResponseSchema>;

/** The details page: where the viewer's family stands with this profile, and what it may do. */
export const interestPairSchema = z.object({
  /** Profiles of ours that may send to this one (approved, the other gender). */
  senders: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
  /** The latest interest between one of ours and this profile, if any. */
  interest: interestItemSchema.nullable(),
  /** A decline closes the pair until this instant. */
  blockedUntil: z.string().nullable(),
});
export type InterestPair = z.infer<typeof interestPairSchema>;

export const interestActionResponseSchema = z.object({
  message: z.string(),
  interest: interestItemSchema,
});
