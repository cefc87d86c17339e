/**
 * Complaints to the Grievance Officer (IT Rules 2021): the form, the reference number,
 * the status page, and the committee's queue with its due dates.
 */
import { z } from "zod";
import { mobileField } from "./auth";

export const GRIEVANCE_CATEGORIES = ["privacy", "fake_profile", "content", "payment", "other"] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_STATUSES = ["received", "acknowledged", "in_review", "resolved", "rejected"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
/** Statuses after which nothing is due any more. */
export const GRIEVANCE_CLOSED: readonly GrievanceStatus[] = ["resolved", "rejected"];

/** Acknowledged within 24 hours, resolved within 15 days (IT Rules 2021, rule 3(2)). */
export const GRIEVANCE_DUE = { ackHours: 24, resolveDays: 15 } as const;

export const LIMITS_GRIEVANCE = {
  description: 2000,
  descriptionMin: 20,
  name: 80,
  email: 120,
  profileRef: 40,
  reply: 1000,
} as const;

/** GR- and ten letters/digits without look-alikes (0/O, 1/I/L): read out over the phone easily. */
export const GRIEVANCE_REFERENCE = /^GR-[2-9A-HJKMNP-Z]{10}$/;
export const GRIEVANCE_ADMIN_PAGE_SIZE = 20;

const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;
const req = "common:validation.required";

export const grievanceBodySchema = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: () => "compliance:grievance.validation.category" }),
  description: z
    .string(req)
    .trim()
    .min(1, req)
    .min(
      LIMITS_GRIEVANCE.descriptionMin,
      `compliance:grievance.validation.tooShort|${JSON.stringify({ min: LIMITS_GRIEVANCE.descriptionMin })}`,
    )
    .max(LIMITS_GRIEVANCE.description, tooLong(LIMITS_GRIEVANCE.description)),
  name: z.string(req).trim().min(1, req).max(LIMITS_GRIEVANCE.name, tooLong(LIMITS_GRIEVANCE.name)),
  mobile: mobileField,
  email: z
    .string()
    .trim()
    .max(LIMITS_GRIEVANCE.email, tooLong(LIMITS_GRIEVANCE.email))
    .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "site-admin:settings.validation.email")
    .optional()
    .default(""),
  /** The registration number or link of the profile complained about, if any. */
  profileRef: z
    .string()
    .trim()
    .max(LIMITS_GRIEVANCE.profileRef, tooLong(LIMITS_GRIEVANCE.profileRef))
    .optional()
    .default(""),
});
export type GrievanceBody = z.input<typeof grievanceBodySchema>;
export type GrievanceInput = z.output<typeof grievanceBodySchema>;

export const grievanceCreatedSchema = z.object({
  reference: z.string(),
  message: z.string(),
  ackDueAt: z.string(),
  resolveDueAt: z.string(),
  /** Lets this browser attach one file to the complaint just filed (POST …/attachment). */
  uploadToken: z.string(),
});
export type GrievanceCreated = z.infer<typeof grievanceCreatedSchema>;

export const grievanceLookupSchema = z.object({
  reference: z
    .string(req)
    .trim()
    .toUpperCase()
    .regex(GRIEVANCE_REFERENCE, "compliance:grievance.validation.reference"),
  mobile: mobileField,
});
export type GrievanceLookupBody = z.input<typeof grievanceLookupSchema>;

export const grievanceEventSchema = z.object({
  kind: z.enum(["status", "reply"]),
  status: z.enum(GRIEVANCE_STATUSES).nullable(),
  message: z.string(),
  createdAt: z.string(),
});

/** What the complainant sees (and admins, with more). */
export const grievanceViewSchema = z.object({
  reference: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  description: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  createdAt: z.string(),
  ackDueAt: z.string(),
  resolveDueAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  hasAttachment: z.boolean(),
  events: z.array(grievanceEventSchema),
});
export type GrievanceView = z.infer<typeof grievanceViewSchema>;

export const myGrievancesSchema = z.object({ items: z.array(grievanceViewSchema) });

export const grievanceAdminRowSchema = grievanceViewSchema.extend({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  profileRef: z.string(),
  attachmentType: z.string().nullable(),
  ackOverdue: z.boolean(),
  resolveOverdue: z.boolean(),
});
export type GrievanceAdminRow = z.infer<typeof grievanceAdminRowSchema>;

export const GRIEVANCE_TABS = ["open", "overdue", "closed", "all"] as const;
export const grievanceListQuerySchema = z.object({
  tab: z.enum(GRIEVANCE_TABS).optional().catch(undefined).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(1).default(1),
});
export type GrievanceListQuery = z.output<typeof grievanceListQuerySchema>;

export const grievanceListSchema = z.object({
  items: z.array(grievanceAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ open: z.number().int(), overdue: z.number().int() }),
});
export type GrievanceList = z.infer<typeof grievanceListSchema>;

export const grievanceSummarySchema = z.object({ open: z.number().int(), overdue: z.number().int() });

export const grievanceActionSchema = z
  .object({
    status: z.enum(GRIEVANCE_STATUSES).optional(),
    reply: z
      .string()
      .trim()
      .max(LIMITS_GRIEVANCE.reply, tooLong(LIMITS_GRIEVANCE.reply))
      .optional()
      .default(""),
  })
  .refine((v) => v.status !== undefined || v.reply !== "", {
    message: "compliance:grievance.validation.nothing",
    path: ["reply"],
  });
export type GrievanceActionBody = z.input<typeof grievanceActionSchema>;
