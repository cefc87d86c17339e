/**
 * Success stories: a family whose profile closed as engaged or married, naming the other profile,
 * writes a short story; it is public only once the other family agreed and the committee approved
 * it (text and photo). Only the two first names and the month are shown, never surnames or numbers.
 * Texts in locales stories.json.
 */
import { z } from "zod";
import { rowId } from "./ids";
import { PHOTO_ID_PATTERN } from "./media";
import { photoUrlsSchema } from "./profile-views";

export const STORY_TEXT_MIN = 20;
export const STORY_TEXT_MAX = 600;
/** A story tells of a match made from this year on (the portal's first). */
export const STORY_FIRST_YEAR = 2000;
export const STORIES_PAGE_SIZE = 12;
/** The home page shows this many of the newest published stories. */
export const HOME_STORIES = 3;
export const STORY_LANGUAGES = ["mr", "en"] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];
export const STORY_REMARK_MAX = 500;

/**
 * awaitingPartner: written, the other family asked; awaitingCommittee: both families agreed;
 * published: approved by the committee; rejected: the committee said no (with its reason). A story the
 * other family declines, or either family withdraws, is deleted with its photo.
 */
export const STORY_STATUSES = ["awaitingPartner", "awaitingCommittee", "published", "rejected"] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const invalid = "common:validation.invalidChoice";

/**
 * A story is public: a run of digits that could be a mobile number, an e-mail or a web address is
 * refused (spaces, dots, dashes and brackets between digits do not hide a number).
 */
export function hasContactDetails(text: string): boolean {
  const digits = text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  const joined = digits.replace(/(?<=\d)[\s().+-]+(?=\d)/g, "");
  return /\d{6,}/.test(joined) || /\S@\S/.test(text) || /(https?:\/\/|www\.)/i.test(text);
}

export const storyInputSchema = z.object({
  /** yyyy-mm: the month of the engagement or wedding. */
  month: z
    .string(invalid)
    .regex(MONTH, "stories:validation.month")
    .refine((m) => Number(m.slice(0, 4)) >= STORY_FIRST_YEAR, "stories:validation.month"),
  text: z
    .string(invalid)
    .trim()
    .min(STORY_TEXT_MIN, `stories:validation.textShort|${JSON.stringify({ min: STORY_TEXT_MIN })}`)
    .max(STORY_TEXT_MAX, `common:validation.tooLong|${JSON.stringify({ max: STORY_TEXT_MAX })}`)
    .refine((t) => !hasContactDetails(t), "stories:validation.noContacts"),
  language: z.enum(STORY_LANGUAGES, invalid),
  photoId: z
    .string()
    .regex(PHOTO_ID_PATTERN, "stories:validation.photo")
    .nullish()
    .transform((v) => v ?? null),
});
export type StoryInput = z.output<typeof storyInputSchema>;

/** A story as anyone sees it once public: two first names, the month, the text and the photo. */
export const storyCardSchema = z.object({
  id: z.number().int(),
  firstNames: z.tuple([z.string(), z.string()]),
  month: z.string(),
  text: z.string(),
  language: z.enum(STORY_LANGUAGES),
  photo: photoUrlsSchema.nullable(),
});
export type StoryCard = z.infer<typeof storyCardSchema>;

export const storiesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(STORIES_PAGE_SIZE)
    .default(STORIES_PAGE_SIZE)
    .catch(STORIES_PAGE_SIZE),
});
export const storiesResponseSchema = z.object({
  items: z.array(storyCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StoriesResponse = z.infer<typeof storiesResponseSchema>;

/** The story of a profile one manages, for either family (My Profile). */
export const familyStorySchema = z.object({
  story: storyCardSchema
    .extend({
      status: z.enum(STORY_STATUSES),
      /** author: this profile's family wrote it; partner: the other family is asked to agree. */
      role: z.enum(["author", "partner"]),
      rejectedRemark: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  /** The other profile named at closing (first name only), when there is one. */
  partnerFirstName: z.string().nullable(),
  actions: z.object({
    /** Closed naming the other profile, and no story yet. */
    write: z.boolean(),
    /** The other family's answer, while it waits for it. */
    consent: z.boolean(),
    /** Either family, at any time. */
    withdraw: z.boolean(),
  }),
});
export type FamilyStory = z.infer<typeof familyStorySchema>;

export const storyConsentSchema = z.object({ decision: z.enum(["approve", "decline"], invalid) });
export type StoryConsent = z.infer<typeof storyConsentSchema>;

export const storyActionResponseSchema = z.object({ message: z.string(), story: familyStorySchema });

export const storyIdParams = z.object({ storyId: rowId });

/** The committee's queue: stories both families agreed to. */
export const adminStorySchema = storyCardSchema.extend({
  status: z.enum(STORY_STATUSES),
  createdAt: z.string(),
  /** Both profiles, for the committee (full names, their pages). */
  profiles: z.array(z.object({ fullName: z.string(), slug: z.string() })),
});
export type AdminStory = z.infer<typeof adminStorySchema>;
export const adminStoriesResponseSchema = z.object({ items: z.array(adminStorySchema) });

export const storyDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"], invalid),
    remark: z
      .string()
      .trim()
      .max(STORY_REMARK_MAX, `common:validation.tooLong|${JSON.stringify({ max: STORY_REMARK_MAX })}`)
      .optional(),
    /** A rejection's reason from the committee's list (rejection_reasons); remark is then a note beside it. */
    reasonId: rowId.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === "reject" && !body.remark && !body.reasonId)
      ctx.addIssue({ code: "custom", path: ["remark"], message: "approvals:remarkRequired" });
  });
export type StoryDecision = z.output<typeof storyDecisionSchema>;
export const storyDecisionResponseSchema = z.object({ message: z.string() });
