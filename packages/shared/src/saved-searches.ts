/**
 * Saved searches: a member keeps the browse list's filters under a name, opens them again, and hears
 * of profiles approved since the last look (the bell, and a daily SMS/WhatsApp digest if chosen).
 * Shortlisted us: which families put one of our profiles on their wish list.
 */
import { z } from "zod";
import { MAX_ROW_ID, rowId } from "./ids";
import { profileCardSchema } from "./profile-views";

/** At most this many saved searches per member: the daily check runs one count per search. */
export const SAVED_SEARCH_MAX = 10;
export const SAVED_SEARCH_NAME_MAX = 60;
/** "99 new profiles" is as precise as a notice needs to be; counting stops there. */
export const SAVED_SEARCH_NEW_CAP = 99;
/** The bell's notice names at most this many searches ("Pune, Nashik, Doctors …"). */
export const SAVED_SEARCH_NAMES_IN_NOTICE = 3;

const id = z.number().int().min(1).max(MAX_ROW_ID);

/**
 * The list filters a search keeps: the browse query's filters without paging, the wish list or a
 * registration number (a single profile is not a search). Strict, unlike the forgiving URL parser.
 */
export const savedSearchFiltersSchema = z
  .object({
    gender: z.union([z.literal(1), z.literal(2)]).optional(),
    educationId: id.optional(),
    regionId: id.optional(),
    name: z.string().trim().min(1).max(60).optional(),
    idVerified: z.literal(true).optional(),
    mangal: z.enum(["with", "without", "withoutOrUnknown"]).optional(),
    ageMin: z.number().int().min(18).max(80).optional(),
    ageMax: z.number().int().min(18).max(80).optional(),
    heightMin: z.number().int().min(40).max(90).optional(),
    heightMax: z.number().int().min(40).max(90).optional(),
    sort: z.literal("active").optional(),
  })
  .strict();
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, "matches:searches.errors.nameRequired")
  .max(SAVED_SEARCH_NAME_MAX, "matches:searches.errors.nameTooLong");

export const savedSearchCreateSchema = z.object({ name: nameSchema, filters: savedSearchFiltersSchema });
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

export const savedSearchRenameSchema = z.object({ name: nameSchema });
export type SavedSearchRename = z.infer<typeof savedSearchRenameSchema>;

export const savedSearchIdParams = z.object({ id: rowId });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: savedSearchFiltersSchema,
  /** Profiles approved since the member last opened it (or since the last daily check), capped. */
  newCount: z.number().int(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  max: z.literal(SAVED_SEARCH_MAX),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchSavedSchema = z.object({ item: savedSearchSchema, message: z.string() });
export const savedSearchMessageSchema = z.object({ message: z.string() });

/** Shortlisted us: one card per family (its listed profile), newest shortlisting first, paged. */
export const SHORTLISTED_US_PAGE_SIZE = 10;
export const shortlistedUsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export const shortlistedUsResponseSchema = z.object({
  items: z.array(profileCardSchema.extend({ shortlistedAt: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(SHORTLISTED_US_PAGE_SIZE),
});
export type ShortlistedUsResponse = z.infer<typeof shortlistedUsResponseSchema>;

/** Whether other families may see that this member shortlisted their profile (on by default). */
export const shortlistSettingSchema = z.object({ shown: z.boolean() });
export type ShortlistSetting = z.infer<typeof shortlistSettingSchema>;

/** The words a saved search's Mangal filter is described with (matches:searches.filters.*). */
export const MANGAL_FILTER_LABELS = {
  with: "withMangal",
  without: "withoutMangal",
  withoutOrUnknown: "withoutOrUnknownMangal",
} as const;
