/**
 * On-the-spot registration at the melava desk: a family walks in, the committee enters a short
 * profile, the family's mobile, the booklet choices and the fee taken at the hall. The fields reuse
 * the profile form's rules (limits, reference lists, minimum age), so the family later completes
 * the same profile in My Profile.
 */
import { z } from "zod";
import { stateAndDistrictRule, whenValid } from "./cross-field";
import { melavaDeskRowSchema } from "./melava";
import { ageOn, MAX_AGE, MIN_AGE_BRIDE, MIN_AGE_GROOM, PROFILE_LIMITS, profileInputSchema } from "./profile";
import { FEMALE_GENDER_ID } from "./reference/index";

/** How the desk took the fee: cash, or a UPI transfer seen arriving at the hall. */
export const DESK_PAYMENT_METHODS = ["cash", "upi_desk"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
/** The desk's receipt book number (or the UPI reference): letters, digits, / and -. */
export const DESK_RECEIPT_MAX = 40;

const field = profileInputSchema.shape;
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);

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
    paymentMethod: z.preprocess(blank, z.enum(DESK_PAYMENT_METHODS).optional()),
    receiptNumber: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .max(DESK_RECEIPT_MAX, `common:validation.tooLong|${JSON.stringify({ max: DESK_RECEIPT_MAX })}`)
        .regex(/^[A-Za-z0-9/_-]+$/, "melava:validation.receipt")
        .optional(),
    ),
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
