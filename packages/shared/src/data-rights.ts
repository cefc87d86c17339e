/** The member's data rights: the My data page, download, withdrawal and deletion. */
import { z } from "zod";
import { mobileField } from "./auth";
import { LANGUAGES } from "./i18n";

export const myDataSchema = z.object({
  /** When the account will be erased (null: no deletion asked). */
  deletionDueAt: z.string().nullable(),
  coolingDays: z.number().int(),
  profiles: z.array(
    z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.number().int().nullable() }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

/**
 * The download is a plain link, which sends the browser's language rather than the page's: the page
 * names its language so that summary.html is written in it.
 */
export const exportQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

/** Deleting the account (or withdrawing consent, which closes it) must be confirmed explicitly. */
export const deletionBodySchema = z.object({
  confirm: z.literal(true, { error: () => "compliance:rights.confirmRequired" }),
  withdraw: z.boolean().optional().default(false),
});
export type DeletionBody = z.input<typeof deletionBodySchema>;

export const deletionResponseSchema = z.object({ message: z.string(), deletionDueAt: z.string() });

/** The nominee (DPDP Act 2023 s14): who exercises the member's rights on death or incapacity. */
export const LIMITS_NOMINEE = { name: 100, relation: 60 } as const;
const nomineeText = (max: number) =>
  z
    .string("common:validation.required")
    .trim()
    .min(1, "common:validation.required")
    .max(max, `common:validation.tooLong|${JSON.stringify({ max })}`);

/** PUT /me/nominee: name, relation and mobile, all required (the form and the route). */
export const nomineeBodySchema = z.object({
  name: nomineeText(LIMITS_NOMINEE.name),
  relation: nomineeText(LIMITS_NOMINEE.relation),
  mobile: mobileField,
});
export type NomineeBody = z.input<typeof nomineeBodySchema>;

export const nomineeSchema = z.object({
  name: z.string(),
  relation: z.string(),
  mobile: z.string(),
  updatedAt: z.string(),
});
/** GET /me/nominee: the nominee, or null when none is named. */
export const nomineeResponseSchema = z.object({ nominee: nomineeSchema.nullable() });
export type NomineeResponse = z.infer<typeof nomineeResponseSchema>;

/** How long the minimum of an erased registration is kept (IT Rules 2021 rule 3(1)(h)). */
export const REGISTRATION_RETENTION_DAYS = 180;
export const LIMITS_RETAINED_REASON = { min: 5, max: 300 } as const;

/**
 * POST /admin/retained-registrations/search (super admin only): by mobile number, with the reason
 * for looking (a police or court request, for instance), which the audit log keeps.
 */
export const retainedSearchBodySchema = z.object({
  mobile: mobileField,
  reason: z
    .string("common:validation.required")
    .trim()
    .min(LIMITS_RETAINED_REASON.min, "compliance:retained.reasonRequired")
    .max(
      LIMITS_RETAINED_REASON.max,
      `common:validation.tooLong|${JSON.stringify({ max: LIMITS_RETAINED_REASON.max })}`,
    ),
});
export type RetainedSearchBody = z.input<typeof retainedSearchBodySchema>;

export const retainedConsentSchema = z.object({
  kind: z.string(),
  document: z.string().nullable(),
  termsVersion: z.number().int(),
  privacyVersion: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});

export const retainedRegistrationSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdIp: z.string().nullable(),
  registeredAt: z.string(),
  deletionRequestedAt: z.string().nullable(),
  erasedAt: z.string(),
  purgeAfter: z.string(),
  consents: z.array(retainedConsentSchema),
});
export type RetainedRegistration = z.infer<typeof retainedRegistrationSchema>;
export const retainedSearchResponseSchema = z.object({ records: z.array(retainedRegistrationSchema) });
export type RetainedSearchResponse = z.infer<typeof retainedSearchResponseSchema>;
