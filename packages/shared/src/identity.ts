/**
 * Verified identity (the 2016 advisory for matrimonial sites): a family uploads one identity
 * document per profile, the committee opens it and marks the profile "ID verified" or rejects it with
 * a remark; the bytes are deleted a while after the decision, the fact of the check is kept.
 */
import { z } from "zod";

/** Aadhaar (first eight digits masked), PAN, voter ID, passport, driving licence. */
export const ID_DOCUMENT_TYPES = ["aadhaar", "pan", "voter", "passport", "driving"] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** Largest document accepted (a phone photo of a card, or a scanned PDF). */
export const ID_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides from the bytes (magic numbers), never the name. */
export const ID_DOCUMENT_ACCEPT = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
/** Days after the committee's decision when the document's bytes are deleted from storage. */
export const ID_DOCUMENT_KEEP_DAYS = 30;
export const ID_REMARK_MAX = 500;
export const ID_QUEUE_PAGE_SIZE = 20;

/** What the family sees: nothing uploaded, waiting for the committee, verified, or rejected. */
export const ID_STATES = ["none", "pending", "verified", "rejected"] as const;
export type IdState = (typeof ID_STATES)[number];

export const idDocumentTypeSchema = z.enum(ID_DOCUMENT_TYPES, {
  error: () => "compliance:identity.validation.type",
});

/** The state of a profile's identity check, for the family that manages it (never the document). */
export const identityStatusSchema = z.object({
  state: z.enum(ID_STATES),
  documentType: z.enum(ID_DOCUMENT_TYPES).nullable(),
  uploadedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The committee's reason, when it rejected the document. */
  remark: z.string().nullable(),
  /** Set once the profile is ID verified (kept when a later upload is pending). */
  verifiedAt: z.string().nullable(),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

export const identityUploadResponseSchema = z.object({
  message: z.string(),
  status: identityStatusSchema,
});

export const identityQueueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(1).default(1),
});
export type IdentityQueueQuery = z.output<typeof identityQueueQuerySchema>;

/** One document waiting in the committee's queue. */
export const identityQueueItemSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  registrationNumber: z.number().int().nullable(),
  slug: z.string(),
  profileName: z.string(),
  documentType: z.enum(ID_DOCUMENT_TYPES),
  /** "pdf" or "image": how the admin's browser will open it. */
  kind: z.enum(["pdf", "image"]),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type IdentityQueueItem = z.infer<typeof identityQueueItemSchema>;

export const identityQueueSchema = z.object({
  items: z.array(identityQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type IdentityQueue = z.infer<typeof identityQueueSchema>;

export const ID_DECISIONS = ["verify", "reject"] as const;
export type IdDecision = (typeof ID_DECISIONS)[number];

export const identityDecisionSchema = z
  .object({
    decision: z.enum(ID_DECISIONS),
    remark: z
      .string()
      .trim()
      .max(ID_REMARK_MAX, `common:validation.tooLong|${JSON.stringify({ max: ID_REMARK_MAX })}`)
      .optional()
      .default(""),
  })
  .refine((v) => v.decision === "verify" || v.remark !== "", {
    message: "compliance:identity.validation.remark",
    path: ["remark"],
  });
export type IdentityDecisionBody = z.input<typeof identityDecisionSchema>;

export const identityDecisionResponseSchema = z.object({ message: z.string() });
