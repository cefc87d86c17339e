import { z } from "zod";
import { LIST_PAGE_SIZE } from "./constants";
import { MAX_ROW_ID } from "./ids";
import { CONTACTS_WITHHELD, profilePrivacySchema, visibilityChoiceSchema } from "./privacy";

const optionalInt = z.coerce.number().int().min(-MAX_ROW_ID).max(MAX_ROW_ID).optional().catch(undefined);

/** How recently a family was active, as lists show it: this week, this month (else nothing). */
/** The list's and matches' Mangal filter; "any" is the same as leaving it out. */
export const MANGAL_FILTERS = ["any", "without", "withoutOrUnknown", "with"] as const;
export type MangalFilter = Exclude<(typeof MANGAL_FILTERS)[number], "any">;

export const PROFILE_ACTIVITY = ["week", "month"] as const;
export type ProfileActivity = (typeof PROFILE_ACTIVITY)[number];

/** Browse filters; they live in the page URL, so every field is optional and forgiving. */
export const profileListQuerySchema = z.object({
  gender: z.coerce.number().int().min(1).max(2).optional().catch(undefined),
  educationId: optionalInt,
  regionId: optionalInt,
  regNo: z.string().trim().max(12).optional().catch(undefined),
  name: z.string().trim().max(60).optional().catch(undefined),
  wishlist: z
    .enum(["1", "0", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true")
    .catch(false),
  /** "ID verified only": profiles whose identity document the committee verified. */
  idVerified: z
    .enum(["1", "0", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true")
    .catch(false),
  /**
   * Mangal dosha as the portal goes by (the family's declaration, else the chart): "any" when left
   * out. "without" and "with" want a known answer (the page says profiles without birth details are
   * left out); "withoutOrUnknown" keeps those in.
   */
  mangal: z.enum(MANGAL_FILTERS).optional().catch(undefined),
  ageMin: z.coerce.number().int().min(18).max(80).optional().catch(undefined),
  ageMax: z.coerce.number().int().min(18).max(80).optional().catch(undefined),
  heightMin: z.coerce.number().int().min(40).max(90).optional().catch(undefined),
  heightMax: z.coerce.number().int().min(40).max(90).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  /** "active": recently active families first (numbered pages only); otherwise newest approvals first. */
  sort: z.enum(["active"]).optional().catch(undefined),
  /** Where "More" resumes: the position after the last card shown (opaque; see listCursor). */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,120}$/)
    .optional()
    .catch(undefined),
});
export type ProfileListQuery = z.output<typeof profileListQuerySchema>;

export const photoUrlsSchema = z.object({
  /** 200 px square (media.ts PHOTO_VARIANTS): list cards; srcset with thumb for larger screens. */
  card: z.string(),
  cardJpeg: z.string(),
  thumb: z.string(),
  full: z.string(),
  thumbJpeg: z.string(),
  fullJpeg: z.string(),
});
export type PhotoUrls = z.infer<typeof photoUrlsSchema>;

/** What a list card shows: never phone numbers or addresses. Labels arrive in the viewer's language. */
export const profileCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  registrationNumber: z.number().int().nullable(),
  fullName: z.string(),
  gender: z.number().int(),
  age: z.number().int(),
  height: z.string(),
  education: z.string(),
  region: z.string(),
  casteReligion: z.string(),
  photo: photoUrlsSchema.nullable(),
  /** The family shows its real photo to accepted interests only: these URLs answer a blurred copy. */
  photoBlurred: z.boolean().optional(),
  isWishlisted: z.boolean(),
  /** Badges: the committee checked an identity document; the owner's mobile passed an OTP. */
  idVerified: z.boolean().optional(),
  mobileVerified: z.boolean().optional(),
  /** The family signed in or confirmed within 7 days ("week") or 30 ("month"); never a time. */
  activity: z.enum(PROFILE_ACTIVITY).optional(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileListResponseSchema = z.object({
  items: z.array(profileCardSchema),
  /** Matches counted up to LIST_COUNT_CAP; totalIsCapped says there are more than that. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  /** Set when more cards follow this page: pass it as `after` for the next one. */
  nextCursor: z.string().nullable(),
  page: z.number().int(),
  pageSize: z.literal(LIST_PAGE_SIZE),
});
export type ProfileListResponse = z.infer<typeof profileListResponseSchema>;

export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export const PHOTO_STATUSES = ["pending", "approved", "rejected"] as const;

const contactsSchema = z.object({
  fatherMobile: z.string(),
  currentAddress: z.string(),
  permanentAddress: z.string().nullable(),
  contactPersonName1: z.string(),
  contactPersonMobile1: z.string(),
  contactPersonName2: z.string().nullable(),
  contactPersonMobile2: z.string().nullable(),
});

/** One labelled value for the details page and the PDF, already in the viewer's language. */
export const labelledValueSchema = z.object({ key: z.string(), value: z.string() });

export const profileDetailsSchema = profileCardSchema.extend({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  rejectedRemark: z.string().nullable(),
  photoStatus: z.enum(PHOTO_STATUSES),
  photoRemark: z.string().nullable(),
  pendingPhoto: photoUrlsSchema.nullable(),
  /**
   * The approved photos, main photo first, to swipe through; empty for a viewer not entitled to the
   * real photo (who gets the blurred main photo of the card alone).
   */
  gallery: z.array(photoUrlsSchema),
  rowStatus: z.number().int(),
  isLocked: z.boolean(),
  paymentStatus: z.enum(["unpaid", "done"]),
  createdAt: z.string(),
  /** Sections of labelled values: personal, education, family. */
  sections: z.array(z.object({ key: z.string(), rows: z.array(labelledValueSchema) })),
  /** Present only for viewers entitled to phone numbers and addresses (shared/privacy.ts). */
  contacts: contactsSchema.nullable(),
  /** Why contacts are null for this viewer: the family's choice, or the viewer's daily cap (a message). */
  contactsWithheld: z.enum(CONTACTS_WITHHELD).nullable().optional(),
  contactsNotice: z.string().nullable().optional(),
  /** The family's two privacy settings; sent to its managers only. */
  privacy: profilePrivacySchema.nullable().optional(),
  permissions: z.object({
    canEdit: z.boolean(),
    canChangePhoto: z.boolean(),
    canApprove: z.boolean(),
    canPay: z.boolean(),
    canDownloadPdf: z.boolean(),
  }),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/** The stored values of a profile, for the edit form (owner, associate, admins only). */
export const createProfileResponseSchema = z.object({
  id: z.number().int(),
  registrationNumber: z.number().int(),
  slug: z.string(),
  paymentRequired: z.boolean(),
  message: z.string(),
});

export type CreatedProfile = z.infer<typeof createProfileResponseSchema>;

/** One of the profiles a member (or associate) registered, as My Profile lists it. */
export const myProfileSchema = profileCardSchema.extend({
  registrationStatus: z.enum(["pending", "approved", "rejected"]),
  rejectedRemark: z.string().nullable(),
  photoStatus: z.enum(["pending", "approved", "rejected"]),
  /** Why the committee refused the last photo (a first photo or a replacement); null otherwise. */
  photoRemark: z.string().nullable(),
  hasPendingPhoto: z.boolean(),
  paymentStatus: z.enum(["unpaid", "done"]),
  /** ROW_STATUS: 1 active, 0 disabled by the committee. */
  rowStatus: z.number().int(),
  isLocked: z.boolean(),
  canEdit: z.boolean(),
  /** Make-a-payment for this profile and viewer. */
  canPay: z.boolean(),
  /** Payments are enabled for this account (site switch or its own flag). */
  paymentsOffered: z.boolean(),
  /** Who sees the contact details and the real photo (privacy.ts). */
  contactVisibility: visibilityChoiceSchema,
  photoVisibility: visibilityChoiceSchema,
  /** The birth place was picked from the gazetteer (else My Profile asks for it, for the lagna). */
  birthPlacePicked: z.boolean(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;
export const myProfilesResponseSchema = z.object({ items: z.array(myProfileSchema) });

/** The stored values of a profile for its edit form (owner, associate, admins only). */
export const storedProfileFormSchema = z.object({
  registrationNumber: z.number().int().nullable(),
  isLocked: z.boolean(),
  values: z.record(z.string(), z.unknown()),
});
export type StoredProfileForm = z.infer<typeof storedProfileFormSchema>;

export const wishlistBodySchema = z.object({ wished: z.boolean() });
export const wishlistResponseSchema = z.object({ wished: z.boolean(), message: z.string() });
export const photoChangeBodySchema = z.object({ photoId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
