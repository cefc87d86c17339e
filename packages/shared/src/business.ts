import { z } from "zod";
import {
  BOARD_STATUSES,
  optionalId,
  optionalWebLink,
  pageNumber,
  req,
  requiredText,
  searchText,
} from "./board-review";
import { stateAndDistrictRule } from "./cross-field";
import { PHOTO_ID_PATTERN } from "./media";
import { normalizeMobile } from "./mobile";
import { type PhotoUrls, photoUrlsSchema } from "./profile-views";

/** Business directory: limits and the category list, written once for form and API. */
export const BUSINESS_LIMITS = {
  name: 100,
  ownerName: 100,
  description: 1000,
  address: 300,
  website: 200,
} as const;
export const BUSINESS_PAGE_SIZE = 12;

export const BUSINESS_CATEGORIES = [
  { id: "shop", en: "Shop", mr: "दुकान" },
  { id: "services", en: "Services", mr: "सेवा" },
  { id: "agriculture", en: "Agriculture", mr: "शेती" },
  { id: "manufacturing", en: "Manufacturing", mr: "उत्पादन" },
  { id: "professional", en: "Professional", mr: "व्यावसायिक सेवा" },
  { id: "food", en: "Food", mr: "खाद्यपदार्थ" },
  { id: "other", en: "Other", mr: "इतर" },
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number]["id"];
export const BUSINESS_CATEGORY_IDS = BUSINESS_CATEGORIES.map((c) => c.id) as [
  BusinessCategory,
  ...BusinessCategory[],
];

const msg = (key: string) => `business:validation.${key}`;

const phone = (required: boolean) =>
  z
    .string(req)
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) {
        if (required) ctx.addIssue({ code: "custom", message: req });
        return null;
      }
      const normal = normalizeMobile(v);
      if (!normal) {
        ctx.addIssue({ code: "custom", message: msg("phone") });
        return z.NEVER;
      }
      return normal;
    });

export const businessInputSchema = z
  .object({
    name: requiredText(BUSINESS_LIMITS.name),
    ownerName: requiredText(BUSINESS_LIMITS.ownerName),
    category: z.enum(BUSINESS_CATEGORY_IDS, "common:validation.invalidChoice"),
    description: requiredText(BUSINESS_LIMITS.description),
    address: requiredText(BUSINESS_LIMITS.address),
    stateId: z.coerce.number(req).int(req),
    districtId: z.coerce.number(req).int(req),
    phone: phone(true),
    whatsapp: phone(false),
    website: optionalWebLink(BUSINESS_LIMITS.website, msg("website")),
    photoId: z
      .string()
      .regex(PHOTO_ID_PATTERN, msg("photo"))
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine(...stateAndDistrictRule);
export type BusinessInput = z.output<typeof businessInputSchema>;
export type BusinessFormValues = z.input<typeof businessInputSchema>;

export const businessListQuerySchema = z.object({
  category: z.enum(BUSINESS_CATEGORY_IDS).optional().catch(undefined),
  districtId: optionalId,
  q: searchText,
  page: pageNumber,
});
export type BusinessListQuery = z.output<typeof businessListQuerySchema>;

export const BUSINESS_STATUSES = BOARD_STATUSES;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const businessCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerName: z.string(),
  category: z.enum(BUSINESS_CATEGORY_IDS),
  categoryLabel: z.string(),
  description: z.string(),
  address: z.string(),
  stateId: z.number().int(),
  districtId: z.number().int(),
  /** "District, State" in the viewer's language. */
  place: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  website: z.string().nullable(),
  photo: photoUrlsSchema.nullable(),
  listedAt: z.string(),
});
export type BusinessCard = z.infer<typeof businessCardSchema>;
export type { PhotoUrls };

export const businessListResponseSchema = z.object({
  items: z.array(businessCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BusinessListResponse = z.infer<typeof businessListResponseSchema>;

const ownerView = {
  status: z.enum(BUSINESS_STATUSES),
  rejectedRemark: z.string().nullable(),
  isHidden: z.boolean(),
};

export const businessDetailsSchema = businessCardSchema.extend({
  ...ownerView,
  /** The signed-in viewer listed it (admins see the same view, without the owner's buttons). */
  isOwner: z.boolean(),
  photoId: z.string().nullable(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

export const myBusinessSchema = businessCardSchema.extend(ownerView);
export type MyBusiness = z.infer<typeof myBusinessSchema>;

export const businessVisibilityBodySchema = z.object({ hidden: z.boolean() });

export const adminBusinessItemSchema = businessCardSchema.extend({
  ...ownerView,
  ownerUserName: z.string(),
  ownerMobile: z.string(),
  createdAt: z.string(),
});
export type AdminBusinessItem = z.infer<typeof adminBusinessItemSchema>;

export const businessSavedResponseSchema = z.object({ id: z.number().int(), message: z.string() });

/** Stored values for the owner's edit form. */
export const businessFormResponseSchema = z.object({
  status: z.enum(BUSINESS_STATUSES),
  values: z.object({
    name: z.string(),
    ownerName: z.string(),
    category: z.string(),
    description: z.string(),
    address: z.string(),
    stateId: z.number().int(),
    districtId: z.number().int(),
    phone: z.string(),
    whatsapp: z.string().nullable(),
    website: z.string().nullable(),
    photoId: z.string().nullable(),
  }),
});
export type BusinessFormResponse = z.infer<typeof businessFormResponseSchema>;

/** The schemas of the board routes every board shares (apps/server boards/routes.ts). */
export const businessBoardSchemas = {
  listQuery: businessListQuerySchema,
  listResponse: businessListResponseSchema,
  myItem: myBusinessSchema,
  input: businessInputSchema,
  saved: businessSavedResponseSchema,
  details: businessDetailsSchema,
  form: businessFormResponseSchema,
};
