/**
 * A living directory: whether a profile is in the lists now, and why not. A family confirms from
 * time to time that it is still looking (freshness), may pause the profile, and closes it when
 * engaged or married. Texts in locales listing.json.
 */
import { z } from "zod";

/** Why a profile is out of the lists: no answer to "still looking?", the family's pause, or closed. */
export const UNLISTED_REASONS = ["unanswered", "family", "engaged", "married"] as const;
export type UnlistedReason = (typeof UNLISTED_REASONS)[number];
export const CLOSING_OUTCOMES = ["engaged", "married"] as const;
export type ClosingOutcome = (typeof CLOSING_OUTCOMES)[number];
export const isClosing = (reason: UnlistedReason | null | undefined): reason is ClosingOutcome =>
  reason === "engaged" || reason === "married";

/** A family's pause may name a day to come back, at most this far ahead. */
export const PAUSE_MAX_DAYS = 365;

const invalid = "common:validation.invalidChoice";
const DAY = /^\d{4}-\d\d-\d\d$/;

/** The listing of a profile its family (or the committee) manages. */
export const listingStatusSchema = z.object({
  state: z.enum(["listed", "paused", "closed"]),
  reason: z.enum(UNLISTED_REASONS).nullable(),
  /** When it left the lists. */
  since: z.string().nullable(),
  /** A family's pause: the day it comes back by itself (yyyy-mm-dd), or null. */
  resumeOn: z.string().nullable(),
  /** When the family last said it is still looking (or, never asked, when the profile was approved). */
  confirmedAt: z.string().nullable(),
  /** Asked "still looking?" and not answered yet: the day the profile is paused without an answer. */
  answerBy: z.string().nullable(),
  /** A closed profile's other family, when it is on the portal and named. */
  partner: z.object({ fullName: z.string(), slug: z.string() }).nullable(),
  /** What the family may do now. */
  actions: z.object({
    confirm: z.boolean(),
    pause: z.boolean(),
    resume: z.boolean(),
    close: z.boolean(),
  }),
});
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const listingActionResponseSchema = z.object({
  message: z.string(),
  status: listingStatusSchema,
});
export type ListingActionResponse = z.infer<typeof listingActionResponseSchema>;

export const pauseListingSchema = z.object({
  /** yyyy-mm-dd, after today and within PAUSE_MAX_DAYS; none: until the family resumes. */
  resumeOn: z
    .string()
    .regex(DAY, "listing:validation.resumeOn")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "listing:validation.resumeOn")
    .optional(),
});
export type PauseListing = z.infer<typeof pauseListingSchema>;

export const closeListingSchema = z.object({
  outcome: z.enum(CLOSING_OUTCOMES, invalid),
  /** The other profile's registration number or slug, when it is on the portal. */
  partner: z.string().trim().max(120, "listing:validation.partner").optional(),
});
export type CloseListing = z.infer<typeof closeListingSchema>;

/** The "still looking?" link's token (single-use, expiring; confirms only that). */
export const FRESHNESS_TOKEN_LENGTH = 43;
export const freshnessConfirmSchema = z.object({
  token: z.string().trim().min(20).max(100),
});
export const freshnessConfirmResponseSchema = z.object({
  message: z.string(),
  /** The first name of the confirmed profile, to greet the family. */
  firstName: z.string(),
});
export type FreshnessConfirmResponse = z.infer<typeof freshnessConfirmResponseSchema>;
