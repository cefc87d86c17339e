import { z } from "zod";
import { whenValid } from "./cross-field";
import { GUNA_MAX } from "./kundli";
import {
  ANNUAL_INCOMES,
  CASTES,
  EDUCATIONS,
  findDistrict,
  HEIGHTS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  REGIONS,
} from "./reference/index";

/** Partner preferences of one profile: every part optional. Limits written once for form and API. */
export const PREFERENCE_LIMITS = {
  ageMin: 18,
  ageMax: 80,
  districts: 60,
  castes: 60,
} as const;

/** Religion and caste: any, the same as ours, or a chosen list of castes. */
export const CASTE_MODES = ["any", "same", "list"] as const;
export type CasteMode = (typeof CASTE_MODES)[number];
export const CASTE_MODE_ANY: CasteMode = "any";
export const CASTE_MODE_SAME: CasteMode = "same";
export const CASTE_MODE_LIST: CasteMode = "list";

const msg = (key: string) => `matches:validation.${key}`;
const invalid = "common:validation.invalidChoice";
const blank = (v: unknown) => v === "" || v === null || v === undefined;

const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.coerce
      .number()
      .int(msg("number"))
      .min(min, `${msg("range")}|${JSON.stringify({ min, max })}`)
      .max(max, `${msg("range")}|${JSON.stringify({ min, max })}`)
      .optional(),
  );
const heightId = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z
    .string()
    .refine((v) => HEIGHTS.some((h) => h.id === v), invalid)
    .optional(),
);
const idList = (allowed: readonly { id: number }[], max = 50) => {
  const ids = new Set(allowed.map((i) => i.id));
  return z
    .array(z.coerce.number().int())
    .max(max, msg("tooMany"))
    .refine((list) => list.every((id) => ids.has(id)), invalid)
    .optional()
    .transform((v) => [...new Set(v ?? [])]);
};

export const partnerPreferencesSchema = z
  .object({
    ageMin: optionalInt(PREFERENCE_LIMITS.ageMin, PREFERENCE_LIMITS.ageMax),
    ageMax: optionalInt(PREFERENCE_LIMITS.ageMin, PREFERENCE_LIMITS.ageMax),
    heightMin: heightId,
    heightMax: heightId,
    maritalStatusIds: idList(MARITAL_STATUSES),
    educationIds: idList(EDUCATIONS),
    occupationIds: idList(OCCUPATIONS),
    minIncomeId: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.coerce
        .number()
        .int()
        .refine((v) => ANNUAL_INCOMES.some((i) => i.id === v), invalid)
        .optional(),
    ),
    districtIds: z
      .array(z.coerce.number().int())
      .max(PREFERENCE_LIMITS.districts, msg("tooMany"))
      .refine((list) => list.every((id) => findDistrict(id) !== undefined), invalid)
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    regionIds: idList(REGIONS),
    casteMode: z
      .preprocess((v) => (blank(v) ? undefined : v), z.enum(CASTE_MODES, invalid).optional())
      .transform((v) => v ?? CASTE_MODE_ANY),
    casteIds: idList(CASTES, PREFERENCE_LIMITS.castes),
    minGuna: optionalInt(0, GUNA_MAX),
    avoidNadiDosha: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
    /** The match's Mangal dosha (declared, else computed) must be the same as this profile's. */
    mangalMustMatch: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
  })
  .superRefine(
    (p, ctx) => {
      if (p.ageMin !== undefined && p.ageMax !== undefined && p.ageMin > p.ageMax)
        ctx.addIssue({ code: "custom", path: ["ageMax"], message: msg("ageOrder") });
    },
    whenValid("ageMin", "ageMax"),
  )
  .superRefine(
    (p, ctx) => {
      const inches = (id: string | undefined) => HEIGHTS.findIndex((h) => h.id === id);
      if (p.heightMin && p.heightMax && inches(p.heightMin) > inches(p.heightMax))
        ctx.addIssue({ code: "custom", path: ["heightMax"], message: msg("heightOrder") });
    },
    whenValid("heightMin", "heightMax"),
  )
  .superRefine(
    (p, ctx) => {
      if (p.casteMode === CASTE_MODE_LIST && p.casteIds.length === 0)
        ctx.addIssue({ code: "custom", path: ["casteIds"], message: msg("castesRequired") });
    },
    whenValid("casteMode", "casteIds"),
  );
export type PartnerPreferences = z.output<typeof partnerPreferencesSchema>;
export type PartnerPreferencesForm = z.input<typeof partnerPreferencesSchema>;

export const preferencesResponseSchema = z.object({
  profileId: z.number().int(),
  /** False until the family saves preferences for this profile. */
  isSet: z.boolean(),
  values: z.object({
    ageMin: z.number().int().optional(),
    ageMax: z.number().int().optional(),
    heightMin: z.string().optional(),
    heightMax: z.string().optional(),
    maritalStatusIds: z.array(z.number().int()),
    educationIds: z.array(z.number().int()),
    occupationIds: z.array(z.number().int()),
    minIncomeId: z.number().int().optional(),
    districtIds: z.array(z.number().int()),
    regionIds: z.array(z.number().int()),
    casteMode: z.enum(CASTE_MODES),
    casteIds: z.array(z.number().int()),
    minGuna: z.number().int().optional(),
    avoidNadiDosha: z.boolean(),
    mangalMustMatch: z.boolean(),
  }),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** Whether a family stated anything at all. */
export function hasAnyPreference(p: PartnerPreferences): boolean {
  return (
    p.ageMin !== undefined ||
    p.ageMax !== undefined ||
    p.heightMin !== undefined ||
    p.heightMax !== undefined ||
    p.maritalStatusIds.length > 0 ||
    p.educationIds.length > 0 ||
    p.occupationIds.length > 0 ||
    p.minIncomeId !== undefined ||
    p.districtIds.length > 0 ||
    p.regionIds.length > 0 ||
    p.casteMode !== CASTE_MODE_ANY ||
    p.minGuna !== undefined ||
    p.avoidNadiDosha ||
    p.mangalMustMatch
  );
}
