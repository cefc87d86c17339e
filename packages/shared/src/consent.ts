/**
 * Consent at sign-up and the published Terms / Privacy Notice versions: the boxes a member
 * ticks, what an acceptance records, and the admin's publish / Grievance Officer settings.
 */
import { z } from "zod";
import { PRIVACY_EFFECTIVE, TERMS_LAST_UPDATED } from "./constants";

export const LEGAL_DOCUMENTS = ["terms", "privacy"] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENTS)[number];

/** Member routes answer this status and code until the current Terms and Privacy Notice are accepted. */
export const CONSENT_REQUIRED_STATUS = 428;
export const CONSENT_REQUIRED_CODE = "consent_required";

export const LIMITS_GRIEVANCE_OFFICER = {
  name: 80,
  designation: 80,
  email: 120,
  phone: 20,
  address: 300,
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const documentVersionSchema = z.object({ version: z.number().int().min(1), date: isoDate });
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const grievanceOfficerSchema = z.object({
  name: z.string().max(LIMITS_GRIEVANCE_OFFICER.name),
  designation: z.string().max(LIMITS_GRIEVANCE_OFFICER.designation),
  email: z.string().max(LIMITS_GRIEVANCE_OFFICER.email),
  phone: z.string().max(LIMITS_GRIEVANCE_OFFICER.phone),
  address: z.string().max(LIMITS_GRIEVANCE_OFFICER.address),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/** Stored as one JSON document in the settings table (key legal_config). */
export const legalConfigSchema = z.object({
  terms: documentVersionSchema,
  privacy: documentVersionSchema,
  grievanceOfficer: grievanceOfficerSchema,
});
export type LegalConfig = z.infer<typeof legalConfigSchema>;

/**
 * The Terms and Privacy Notice texts this code ships (locales/<lang>/legal.json). Changing those texts
 * means raising these: a database still at an older version is moved to a new one by a migration
 * (064 publishes version 2), so members accept the new text at their next sign-in.
 */
export const SHIPPED_LEGAL_VERSIONS = {
  terms: { version: 2, date: TERMS_LAST_UPDATED },
  privacy: { version: 2, date: PRIVACY_EFFECTIVE },
} as const satisfies Record<LegalDocumentKind, DocumentVersion>;

export const DEFAULT_LEGAL_CONFIG: LegalConfig = {
  terms: { ...SHIPPED_LEGAL_VERSIONS.terms },
  privacy: { ...SHIPPED_LEGAL_VERSIONS.privacy },
  grievanceOfficer: {
    name: "Shri. Vishwas Deshpande",
    designation: "Grievance Officer, Vadhu-Var Samiti Trust",
    email: "grievance.vadhuvar@example.org",
    phone: "+91 20 2553 0001",
    address: "Samaj Bhavan, Shivaji Nagar, Pune, Maharashtra 411005",
  },
};

const M = {
  terms: "compliance:consent.termsRequired",
  privacy: "compliance:consent.privacyRequired",
  declaration: "compliance:consent.declarationRequired",
} as const;

/**
 * Sign-up boxes: the Terms, the Privacy Notice (each recorded as its own consent) and the declaration;
 * all must be ticked (true); anything else is refused with a translated message.
 */
export const consentFields = {
  acceptTerms: z.literal(true, { error: () => M.terms }),
  acceptPrivacy: z.literal(true, { error: () => M.privacy }),
  acceptDeclaration: z.literal(true, { error: () => M.declaration }),
};

/** GET /legal: the versions in force and the Grievance Officer; for a member, what is still to accept. */
export const legalStatusResponseSchema = legalConfigSchema.extend({
  mustAccept: z.array(z.enum(LEGAL_DOCUMENTS)),
});
export type LegalStatusResponse = z.infer<typeof legalStatusResponseSchema>;

/** POST /legal/accept: the versions the member read (stale versions are refused with 409). */
export const acceptBodySchema = z.object({
  terms: z.number().int().min(1).max(1_000_000),
  privacy: z.number().int().min(1).max(1_000_000),
});
export type AcceptBody = z.infer<typeof acceptBodySchema>;

/** POST /admin/legal/publish: a new version of one document, dated today (India time). */
export const publishBodySchema = z.object({ document: z.enum(LEGAL_DOCUMENTS) });

const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;
const required = (max: number) =>
  z.string("common:validation.required").trim().min(1, "common:validation.required").max(max, tooLong(max));

/** PUT /admin/legal/grievance-officer (the admin Settings screen). */
export const grievanceOfficerUpdateSchema = z.object({
  name: required(LIMITS_GRIEVANCE_OFFICER.name),
  designation: required(LIMITS_GRIEVANCE_OFFICER.designation),
  email: required(LIMITS_GRIEVANCE_OFFICER.email).regex(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    "site-admin:settings.validation.email",
  ),
  phone: required(LIMITS_GRIEVANCE_OFFICER.phone).regex(
    /^\+?[0-9 ()-]{6,20}$/,
    "site-admin:settings.validation.phone",
  ),
  address: required(LIMITS_GRIEVANCE_OFFICER.address),
});

export const legalAdminResponseSchema = z.object({ legal: legalConfigSchema, message: z.string() });

/** What admins see on the user and profile pages: where and when the record was created. */
export const creationTraceSchema = z.object({
  createdAt: z.string(),
  createdIp: z.string().nullable(),
});

export const consentRecordSchema = z.object({
  kind: z.string(),
  /** Which document the record is about; null: one record covered both (before separate boxes). */
  document: z.enum(LEGAL_DOCUMENTS).nullable(),
  termsVersion: z.number().int(),
  privacyVersion: z.number().int(),
  declaration: z.boolean(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
