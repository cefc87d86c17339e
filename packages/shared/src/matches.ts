import { z } from "zod";
import { LIST_PAGE_SIZE } from "./constants";
import { profileCardSchema, profileListQuerySchema } from "./profile-views";

/** The preferences a match is checked against, in the order a card shows them. */
export const MATCH_CRITERIA = [
  "age",
  "height",
  "maritalStatus",
  "education",
  "occupation",
  "income",
  "place",
  "caste",
  "guna",
  "nadi",
  "mangal",
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/** The browse list's filters apply on top of the ranking (the gender is the other one of the profile). */
export const matchesQuerySchema = profileListQuerySchema.omit({ gender: true });
export type MatchesQuery = z.output<typeof matchesQuerySchema>;

export const matchCardSchema = profileCardSchema.extend({
  /** Approved since the family last opened this profile's matches. */
  isNew: z.boolean(),
  /** How the match meets each preference our family stated (unstated ones are left out). */
  checks: z.array(z.object({ criterion: z.enum(MATCH_CRITERIA), met: z.boolean() })),
  /** How our profile meets the preferences the match's family stated. */
  theirWishes: z.object({ met: z.number().int(), stated: z.number().int() }),
  /** Null when either birth time (Moon) is unknown. */
  guna: z.object({ total: z.number(), approximate: z.boolean() }).nullable(),
  /** Mangal dosha as the portal goes by (the family's declaration, else the chart); null: not known. */
  mangal: z.boolean().nullable(),
});
export type MatchCard = z.infer<typeof matchCardSchema>;

export const matchesResponseSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    slug: z.string(),
    fullName: z.string(),
    hasPreferences: z.boolean(),
  }),
  /** The family's profiles that can have matches (approved), for the page's profile switch. */
  profiles: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
  items: z.array(matchCardSchema),
  /** Counted up to LIST_COUNT_CAP, as the list counts; totalIsCapped: there are more. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.literal(LIST_PAGE_SIZE),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

/** Profiles whose families opened ours in the last 30 days (at most the last 100). */
export const WHO_VIEWED_DAYS = 30;
export const WHO_VIEWED_MAX = 100;
export const whoViewedResponseSchema = z.object({
  items: z.array(profileCardSchema.extend({ viewedAt: z.string() })),
});
export type WhoViewedResponse = z.infer<typeof whoViewedResponseSchema>;

/** What makes a profile complete, in the order the next steps are suggested. */
export const COMPLETENESS_STEPS = [
  "approved",
  "photo",
  "birthTime",
  "preferences",
  "education",
  "income",
  "place",
  "family",
  "requirement",
  "idVerified",
] as const;
export type CompletenessStep = (typeof COMPLETENESS_STEPS)[number];
export const completenessResponseSchema = z.object({
  percent: z.number().int().min(0).max(100),
  /** Steps still to do; `to` is the page that does it (none when it is the committee's turn). */
  next: z.array(
    z.object({
      step: z.enum([...COMPLETENESS_STEPS, "photoPending"]),
      to: z.enum(["edit", "preferences", "identity"]).nullable(),
    }),
  ),
});
export type CompletenessResponse = z.infer<typeof completenessResponseSchema>;
