/**
 * On-the-spot registration at the melava desk: a family walks in, the committee enters a short
 * profile, the family's mobile, the booklet choices and the fee taken at the hall. The fields reuse
 * the profile form's rules (limits, reference lists, minimum age), so the family later completes
 * the same profile in My Profile.
 */
import { z } from "zod";
import { stateAndDistrictRule, whenValid } from "./cross-field";
import { melavaDeskRowSchema } from "./melava";
import { normalizeMobile, toAsciiDigits } from "./mobile";
import { ageOn, MAX_AGE, MIN_AGE_BRIDE, MIN_AGE_GROOM, PROFILE_LIMITS, profileInputSchema } from "./profile";
import { FEMALE_GENDER_ID } from "./reference/index";

/** How the desk took the fee: cash, or a UPI transfer seen arriving at the hall. */
export const DESK_PAYMENT_METHODS = ["cash", "upi_desk"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
/** The desk's receipt book number (or the UPI reference): letters, digits, / and -. */
export const DESK_RECEIPT_MAX = 40;

const field = profileInputSchema.shape;
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const paymentMethodField = z.preprocess(blank, z.enum(DESK_PAYMENT_METHODS).optional());
const receiptField = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(DESK_RECEIPT_MAX, `common:validation.tooLong|${JSON.stringify({ max: DESK_RECEIPT_MAX })}`)
    .regex(/^[A-Za-z0-9/_-]+$/, "melava:validation.receipt")
    .optional(),
);

export const melavaOnSpotSchema = z
  .object({
    /** The family's mobile: the account the profile belongs to (made now if it has none). */
    mobile: field.contactPersonMobile1,
    firstName: field.firstName,
    middleName: z
      .string()
      .trim()
      .max(
        PROFILE_LIMITS.middleName,
        `common:validation.tooLong|${JSON.stringify({ max: PROFILE_LIMITS.middleName })}`,
      )
      .optional()
      .transform((v) => v ?? ""),
    lastName: field.lastName,
    gender: field.gender,
    dateOfBirth: field.dateOfBirth,
    stateId: field.stateId,
    districtId: field.districtId,
    educationId: field.educationId,
    specialization: field.specialization,
    occupationId: field.occupationId,
    /** Taken with the phone's camera and uploaded through the photo pipeline; the committee approves it. */
    photoId: field.photoId,
    /** The printed booklet shows the photo. */
    showPhoto: z.boolean().default(false),
    /** The printed booklet shows the contact number: off unless the family ticks it. */
    showContact: z.boolean().default(false),
    joinWaitingList: z.boolean().default(false),
    /** Required when the event has a fee and a place is given (the server checks). */
    paymentMethod: paymentMethodField,
    receiptNumber: receiptField,
  })
  .superRefine(...stateAndDistrictRule)
  .superRefine(
    (p, ctx) => {
      const age = ageOn(p.dateOfBirth);
      const min = p.gender === FEMALE_GENDER_ID ? MIN_AGE_BRIDE : MIN_AGE_GROOM;
      if (age < min)
        ctx.addIssue({
          code: "custom",
          path: ["dateOfBirth"],
          message: `profile:validation.minAge|${JSON.stringify({ min })}`,
        });
      if (age > MAX_AGE)
        ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: "profile:validation.dateFormat" });
    },
    whenValid("dateOfBirth", "gender"),
  )
  .superRefine(
    (p, ctx) => {
      if (p.paymentMethod && !p.receiptNumber)
        ctx.addIssue({ code: "custom", path: ["receiptNumber"], message: "melava:validation.receipt" });
    },
    whenValid("paymentMethod", "receiptNumber"),
  );
export type MelavaOnSpotInput = z.output<typeof melavaOnSpotSchema>;
export type MelavaOnSpotValues = z.input<typeof melavaOnSpotSchema>;

/** What the desk gets back: the new row for its list, and whether the mobile had an account. */
export const melavaOnSpotResponseSchema = z.object({
  registration: melavaDeskRowSchema,
  /** True when the mobile already had an account and the profile was added to it. */
  accountExisted: z.boolean(),
  waitingPosition: z.number().int().nullable(),
  message: z.string(),
});
export type MelavaOnSpotResponse = z.infer<typeof melavaOnSpotResponseSchema>;

/**
 * "Find first": the desk looks a walking-in family up by a profile's registration number or the
 * family's 10-digit mobile (Marathi digits, spaces and +91 accepted) before it makes a new profile.
 */
export const DESK_LOOKUP_MAX = 20;
export const melavaDeskLookupQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(DESK_LOOKUP_MAX, "melava:validation.lookup")
    .transform((raw, ctx) => {
      const mobile = normalizeMobile(raw);
      if (mobile) return { kind: "mobile" as const, mobile };
      const digits = toAsciiDigits(raw).replace(/[\s-]/g, "");
      if (/^\d{1,9}$/.test(digits)) return { kind: "registrationNumber" as const, number: Number(digits) };
      ctx.addIssue({ code: "custom", message: "melava:validation.lookup" });
      return z.NEVER;
    }),
});
export type MelavaDeskLookupQuery = z.output<typeof melavaDeskLookupQuerySchema>;

/**
 * Whether the desk can register the profile now, or why not: already registered for this event; the
 * family's account deactivated by the committee; the profile deactivated, awaiting approval or
 * rejected; held by the committee (a report, or the account is being deleted); paused or closed
 * (engaged, married) by the family. Deleted profiles are not found at all.
 */
export const DESK_LOOKUP_STATES = [
  "registrable",
  "alreadyRegistered",
  "accountInactive",
  "inactive",
  "pending",
  "rejected",
  "held",
  "paused",
  "closed",
] as const;
export type DeskLookupState = (typeof DESK_LOOKUP_STATES)[number];

/** One profile found: only what the desk needs to recognise it (no mobile, no address). */
export const melavaDeskLookupItemSchema = z.object({
  profileId: z.number().int(),
  registrationNumber: z.number().int().nullable(),
  name: z.string(),
  gender: z.number().int(),
  districtId: z.number().int().nullable(),
  educationId: z.number().int().nullable(),
  approval: z.enum(["pending", "approved", "rejected"]),
  hasPhoto: z.boolean(),
  state: z.enum(DESK_LOOKUP_STATES),
  /** Its registration for this event (not cancelled), with its number once registered. */
  registration: melavaDeskRowSchema.pick({ id: true, status: true, eventNumber: true }).nullable(),
});
export type MelavaDeskLookupItem = z.infer<typeof melavaDeskLookupItemSchema>;

export const melavaDeskLookupSchema = z.object({
  kind: z.enum(["mobile", "registrationNumber"]),
  items: z.array(melavaDeskLookupItemSchema),
});
export type MelavaDeskLookup = z.infer<typeof melavaDeskLookupSchema>;

/** Register a profile the desk found: the booklet choices and the fee taken at the hall. */
export const melavaOnSpotExistingSchema = z
  .object({
    profileId: z.number().int().positive(),
    showPhoto: z.boolean(),
    showContact: z.boolean().default(false),
    joinWaitingList: z.boolean().default(false),
    paymentMethod: paymentMethodField,
    receiptNumber: receiptField,
  })
  .superRefine(
    (p, ctx) => {
      if (p.paymentMethod && !p.receiptNumber)
        ctx.addIssue({ code: "custom", path: ["receiptNumber"], message: "melava:validation.receipt" });
    },
    whenValid("paymentMethod", "receiptNumber"),
  );
export type MelavaOnSpotExistingInput = z.output<typeof melavaOnSpotExistingSchema>;
export type MelavaOnSpotExistingValues = z.input<typeof melavaOnSpotExistingSchema>;

/**
 * The fee of a registration made online but not paid, taken at the hall: cash, or a UPI transfer seen
 * arriving, with the receipt book's number (or the UPI reference).
 */
export const melavaDeskFeeSchema = z.object({
  paymentMethod: z.enum(DESK_PAYMENT_METHODS, { error: "melava:validation.deskFee" }),
  receiptNumber: receiptField.pipe(z.string({ error: "melava:validation.receipt" })),
});
export type MelavaDeskFeeInput = z.output<typeof melavaDeskFeeSchema>;
export type MelavaDeskFeeValues = z.input<typeof melavaDeskFeeSchema>;

/** The registration's new row for the desk's list (paid, and registered with its number). */
export const melavaDeskFeeResponseSchema = z.object({
  registration: melavaDeskRowSchema,
  message: z.string(),
});
export type MelavaDeskFeeResponse = z.infer<typeof melavaDeskFeeResponseSchema>;
