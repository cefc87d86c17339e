import { z } from "zod";
import { stateAndDistrictRule, whenValid } from "./cross-field";
import { BIRTH_TIME_ZONE_DEFAULT, BIRTH_TIME_ZONES } from "./kundli";
import { normalizeMobile } from "./mobile";
import { MANGAL_DECLARATIONS, placeRefSchema } from "./patrika";
import { visibilityChoiceSchema } from "./privacy";
import {
  AM_PM,
  ANNUAL_INCOMES,
  BLOOD_GROUPS,
  castesForReligion,
  EDUCATIONS,
  FEMALE_GENDER_ID,
  HEIGHTS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  PROFILE_FOR,
  REGIONS,
  RELIGIONS,
  ZODIAC_SIGNS,
} from "./reference/index";

/** Max lengths of, written once for the form and the API. */
export const PROFILE_LIMITS = {
  firstName: 30,
  middleName: 30,
  lastName: 30,
  birthPlace: 40,
  requirement: 200,
  specialization: 50,
  occupationDetail: 50,
  cityVillage: 50,
  fatherFullName: 75,
  fatherOccupation: 75,
  uncleSurname: 75,
  currentAddress: 500,
  permanentAddress: 500,
  contactPersonName: 100,
  subCaste: 50,
  rejectRemark: 500,
} as const;

/** Minimum age to register: the legal age of marriage in India (brides 18, grooms 21). */
export const MIN_AGE_BRIDE = 18;
export const MIN_AGE_GROOM = 21;
export const MAX_AGE = 80;

const ids = <T extends { id: number | string }>(list: readonly T[]) => new Set(list.map((i) => i.id));
const msg = (key: string, vars?: Record<string, number>) =>
  vars ? `profile:${key}|${JSON.stringify(vars)}` : `profile:${key}`;
const req = "common:validation.required";

const text = (max: number) =>
  z
    .string(req)
    .trim()
    .min(1, req)
    .max(max, `common:validation.tooLong|${JSON.stringify({ max })}`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `common:validation.tooLong|${JSON.stringify({ max })}`)
    .optional()
    .transform((v) => (v ? v : undefined));

// abort: false so a wrong choice does not stop the form's cross-field rules (see cross-field.ts).
const oneOf = <T extends number | string>(allowed: Set<T | number | string>) =>
  z.custom<T>((v) => allowed.has(v as T), { message: "common:validation.invalidChoice", abort: false });
const choice = (list: readonly { id: number }[]) =>
  z.coerce
    .number(req)
    .int(req)
    .refine((v) => ids(list).has(v), "common:validation.invalidChoice");
const optionalChoice = (list: readonly { id: number }[]) =>
  z
    .union([z.literal(""), z.null(), z.coerce.number().int()])
    .optional()
    .transform((v) => (v === "" || v === null || v === undefined ? undefined : v))
    .refine((v) => v === undefined || ids(list).has(v), "common:validation.invalidChoice");

const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema);

const phone = z
  .string(req)
  .trim()
  .min(1, req)
  .transform((v, ctx) => {
    const normal = normalizeMobile(v);
    if (!normal) {
      ctx.addIssue({ code: "custom", message: msg("validation.phone") });
      return z.NEVER;
    }
    return normal;
  });
const optionalPhone = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const normal = normalizeMobile(v);
    if (!normal) {
      ctx.addIssue({ code: "custom", message: msg("validation.phone") });
      return z.NEVER;
    }
    return normal;
  });

export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

const isoDate = z
  .string(req)
  .min(1, req)
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg("validation.dateFormat"))
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    msg("validation.dateFormat"),
  );

/** Create and update share one body; the photo is required on create only (see the service). */
export const profileInputSchema = z
  .object({
    profileFor: choice(PROFILE_FOR),
    firstName: text(PROFILE_LIMITS.firstName),
    middleName: text(PROFILE_LIMITS.middleName),
    lastName: text(PROFILE_LIMITS.lastName),
    gender: choice([{ id: 1 }, { id: 2 }]),
    dateOfBirth: isoDate,
    // Required unless the family says the birth time is not known (see the rule below).
    birthHour: blankAsUndefined(z.coerce.number(req).int().min(1, req).max(12, req).optional()),
    birthMinute: blankAsUndefined(z.coerce.number(req).int().min(0, req).max(59, req).optional()),
    birthAmPm: blankAsUndefined(oneOf<"AM" | "PM">(ids(AM_PM)).optional()),
    birthTimeUnknown: z.boolean().optional(),
    /** The zone the birth time is given in; India Standard Time when not chosen. */
    birthTimeZone: blankAsUndefined(oneOf<string>(ids(BIRTH_TIME_ZONES)).optional()).transform(
      (v) => v ?? BIRTH_TIME_ZONE_DEFAULT,
    ),
    birthPlace: text(PROFILE_LIMITS.birthPlace),
    /** The birth place picked from the gazetteer (its coordinates give the lagna); the text above stays as typed. */
    birthPlaceRef: blankAsUndefined(placeRefSchema.optional()),
    /** The family's own answer to "Mangal dosha?"; blank when they leave it to the chart. */
    mangalDeclared: blankAsUndefined(oneOf<"yes" | "no">(new Set(MANGAL_DECLARATIONS)).optional()),
    height: oneOf<string>(ids(HEIGHTS)),
    bloodGroupId: choice(BLOOD_GROUPS),
    maritalStatusId: choice(MARITAL_STATUSES),
    zodiacId: choice(ZODIAC_SIGNS),
    religionId: choice(RELIGIONS),
    casteId: z.coerce.number(req).int(req),
    subCaste: optionalText(PROFILE_LIMITS.subCaste),
    educationId: choice(EDUCATIONS),
    specialization: optionalText(PROFILE_LIMITS.specialization),
    occupationId: optionalChoice(OCCUPATIONS),
    occupationDetail: optionalText(PROFILE_LIMITS.occupationDetail),
    annualIncomeId: optionalChoice(ANNUAL_INCOMES),
    requirement: optionalText(PROFILE_LIMITS.requirement),
    regionId: optionalChoice(REGIONS),
    stateId: z.coerce.number(req).int(req),
    districtId: z.coerce.number(req).int(req),
    cityVillage: optionalText(PROFILE_LIMITS.cityVillage),
    uncleSurname: text(PROFILE_LIMITS.uncleSurname),
    fatherFullName: text(PROFILE_LIMITS.fatherFullName),
    fatherOccupation: text(PROFILE_LIMITS.fatherOccupation),
    fatherMobile: phone,
    currentAddress: text(PROFILE_LIMITS.currentAddress),
    permanentAddress: optionalText(PROFILE_LIMITS.permanentAddress),
    contactPersonName1: text(PROFILE_LIMITS.contactPersonName),
    contactPersonMobile1: phone,
    contactPersonName2: optionalText(PROFILE_LIMITS.contactPersonName),
    contactPersonMobile2: optionalPhone,
    photoId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, msg("validation.photoRequired"))
      .optional(),
    associateCode: z.string().max(40).optional(),
    /** Who sees contact details and the real photo (shared/privacy.ts); omitted: site default / unchanged. */
    contactVisibility: visibilityChoiceSchema.optional(),
    photoVisibility: visibilityChoiceSchema.optional(),
  })
  .superRefine(
    (p, ctx) => {
      if (!castesForReligion(p.religionId).some((c) => c.id === p.casteId)) {
        ctx.addIssue({ code: "custom", path: ["casteId"], message: "common:validation.invalidChoice" });
      }
    },
    whenValid("religionId", "casteId"),
  )
  .superRefine(
    (p, ctx) => {
      if (p.birthTimeUnknown) return;
      for (const field of ["birthHour", "birthMinute", "birthAmPm"] as const)
        if (p[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: req });
    },
    whenValid("birthHour", "birthMinute", "birthAmPm", "birthTimeUnknown"),
  )
  .superRefine(...stateAndDistrictRule)
  .superRefine(
    (p, ctx) => {
      const age = ageOn(p.dateOfBirth);
      const min = p.gender === FEMALE_GENDER_ID ? MIN_AGE_BRIDE : MIN_AGE_GROOM;
      if (age < min)
        ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: msg("validation.minAge", { min }) });
      if (age > MAX_AGE)
        ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: msg("validation.dateFormat") });
    },
    whenValid("dateOfBirth", "gender"),
  );
export type ProfileInput = z.output<typeof profileInputSchema>;
export type ProfileFormValues = z.input<typeof profileInputSchema>;

/** "1001-Priya-Patil": the id form of /vadhuvar/{regno}-{first}-{last}. */
export function profileSlug(registrationNumber: number, firstName: string, lastName: string): string {
  const clean = (s: string) =>
    s
      .trim()
      .replace(/[\s/\\?#%]+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "");
  return [String(registrationNumber), clean(firstName), clean(lastName)].filter(Boolean).join("-");
}

/** Reads the registration number from a slug or a bare number; null when it has none. */
export function registrationNumberFromSlug(slug: string): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(slug.trim());
  return match ? Number(match[1]) : null;
}

/** "hh:mm AM" from the three birth-time choices. */
export function composeBirthTime(hour: number, minute: number, amPm: string): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")} ${amPm}`;
}
