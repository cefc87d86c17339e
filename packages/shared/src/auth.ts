/**
 * Sign-in and sign-up: one zod schema per request and response, used by the forms and
 * the routes alike. Messages are translation keys ("ns:key", optional `|{json vars}`).
 */
import { z } from "zod";
import { consentFields } from "./consent";
import { looksLikeEmail, MOBILE_INPUT_MAX, normalizeMobile, normalizeOtp } from "./mobile";
import { LIMITS_USER, sessionUserSchema } from "./users";

/** OTP rules: 6 digits, 5 minutes, 5 wrong tries, 30 s resend cooldown, hourly caps. */
export const OTP_POLICY = {
  length: 6,
  ttlSeconds: 5 * 60,
  maxWrongAttempts: 5,
  resendCooldownSeconds: 30,
  sendsPerNumberPerHour: 5,
  /** Wrong codes per number in 24 hours before the number is locked for the rest of the day. */
  wrongPerNumberPerDay: 15,
  /** Per client IP in one window; generous because Indian mobile networks share IPs widely. */
  sendsPerIpPerWindow: 30,
  verifiesPerIpPerWindow: 100,
  ipWindowSeconds: 15 * 60,
} as const;

export const SESSION_COOKIE = "vv_session";
export const SIGNUP_COOKIE = "vv_signup";
/** Sliding expiry: every use pushes the end of the session this far ahead. */
export const SESSION_TTL_DAYS = 30;
/** How long a verified number may take to fill in the sign-up form. */
export const SIGNUP_TICKET_TTL_MINUTES = 30;

const OTP_INPUT_MAX = 16;

const M = {
  mobileRequired: "auth:validation.mobileRequired",
  mobileInvalid: "auth:validation.mobileInvalid",
  emailNotAvailable: "auth:validation.emailNotAvailable",
  otpRequired: "auth:validation.otpRequired",
  otpFormat: "auth:validation.otpFormat",
  firstNameRequired: "auth:validation.firstNameRequired",
  lastNameRequired: "auth:validation.lastNameRequired",
  nameInvalid: "auth:validation.nameInvalid",
  stateRequired: "auth:validation.stateRequired",
  districtRequired: "auth:validation.districtRequired",
  placeInvalid: "auth:validation.placeInvalid",
} as const;

const missing = (input: unknown) => input === undefined || input === null || input === "";
const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;

/** The mobile number field: required, not an e-mail address, an Indian mobile; yields 10 digits. */
export const mobileField = z
  .string({ error: (iss) => (missing(iss.input) ? M.mobileRequired : M.mobileInvalid) })
  .transform((raw, ctx) => {
    const value = raw.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (!value) return fail(M.mobileRequired);
    if (value.length > MOBILE_INPUT_MAX) return fail(M.mobileInvalid);
    if (looksLikeEmail(value)) return fail(M.emailNotAvailable);
    return normalizeMobile(value) ?? fail(M.mobileInvalid);
  });

/** The OTP field: required, exactly six digits once spaces are dropped. */
export const otpField = z
  .string({ error: (iss) => (missing(iss.input) ? M.otpRequired : M.otpFormat) })
  .transform((raw, ctx) => {
    const value = raw.length > OTP_INPUT_MAX ? raw : normalizeOtp(raw);
    if (!value) {
      ctx.addIssue({ code: "custom", message: M.otpRequired });
      return z.NEVER;
    }
    if (!new RegExp(`^\\d{${OTP_POLICY.length}}$`).test(value)) {
      ctx.addIssue({ code: "custom", message: M.otpFormat });
      return z.NEVER;
    }
    return value;
  });

// Letters of any script with their vowel signs; spaces, dots, apostrophes and hyphens between.
// U+200C/U+200D (ZWNJ/ZWJ) appear in some Marathi spellings typed on phones.
const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'-]|\u200C|\u200D)*$/u;
const PLACE_PATTERN = /^(?:[\p{L}\p{M}\p{N} .,'()/-]|\u200C|\u200D)*$/u;

function nameField(requiredKey: string, max: number) {
  return z
    .string({ error: () => requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(max, tooLong(max))
    .regex(NAME_PATTERN, M.nameInvalid);
}

function choiceField(requiredKey: string) {
  return z
    .number({ error: () => requiredKey })
    .int(requiredKey)
    .positive(requiredKey)
    .max(1_000_000, requiredKey);
}

// ---- requests and responses ----

export const requestOtpBodySchema = z.object({ mobile: mobileField });
export type RequestOtpBody = z.input<typeof requestOtpBodySchema>;

export const requestOtpResponseSchema = z.object({
  message: z.string(),
  mobile: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>;

export const verifyOtpBodySchema = z.object({
  mobile: mobileField,
  otp: otpField,
  /** API clients without cookies ask for the token in the body and send it as a Bearer token. */
  returnToken: z.boolean().optional(),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/**
 *outcomes in the order they are decided. Deactivated and failed-verification accounts
 * get no session: the API answers 403 with the agreed message instead.
 */
export const LOGIN_OUTCOMES = ["signup", "associate", "completeRegistration", "pending", "verified"] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

export const verifyOtpResponseSchema = z.object({
  outcome: z.enum(LOGIN_OUTCOMES),
  message: z.string(),
  mobile: z.string(),
  user: sessionUserSchema.nullable(),
  token: z.string().optional(),
  signupToken: z.string().optional(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** Which number the sign-up form is for: the verified number, or null when sign-up cannot start. */
export const signupStatusResponseSchema = z.object({ mobile: z.string().nullable() });
export type SignupStatusResponse = z.infer<typeof signupStatusResponseSchema>;

export const registerBodySchema = z.object({
  mobile: mobileField,
  firstName: nameField(M.firstNameRequired, LIMITS_USER.firstName),
  lastName: nameField(M.lastNameRequired, LIMITS_USER.lastName),
  stateId: choiceField(M.stateRequired),
  districtId: choiceField(M.districtRequired),
  cityVillage: z
    .string({ error: () => M.placeInvalid })
    .trim()
    .max(LIMITS_USER.cityVillage, tooLong(LIMITS_USER.cityVillage))
    .regex(PLACE_PATTERN, M.placeInvalid)
    .optional()
    .default(""),
  /** The associate id from /home/{aid}; an unusable value is dropped, never an error. */
  associateId: z
    .string()
    .max(LIMITS_USER.associateId)
    .regex(/^[\w-]+$/)
    .optional()
    .catch(undefined),
  signupToken: z.string().max(100).optional(),
  returnToken: z.boolean().optional(),
  /** The unticked boxes of the form: Terms + Privacy Notice, and the declaration. */
  ...consentFields,
});
export type RegisterBody = z.input<typeof registerBodySchema>;
export type RegisterInput = z.output<typeof registerBodySchema>;

export const REGISTER_OUTCOMES = ["verified", "pending", "associate"] as const;
export const registerResponseSchema = z.object({
  outcome: z.enum(REGISTER_OUTCOMES),
  message: z.string(),
  user: sessionUserSchema,
  token: z.string().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const outboxResponseSchema = z.object({
  messages: z.array(z.object({ mobile: z.string(), code: z.string(), text: z.string(), sentAt: z.string() })),
  /** Notification SMS and WhatsApp template messages the console adapters "sent". */
  notifications: z
    .array(
      z.object({
        channel: z.enum(["sms", "whatsapp"]),
        mobile: z.string(),
        text: z.string(),
        sentAt: z.string(),
      }),
    )
    .optional(),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
