/** Reports of profiles: what a member may report, and the committee's queue and decisions. */
import { z } from "zod";
import { rowId } from "./ids";

export const REPORT_REASONS = [
  "fake_profile",
  "already_married",
  "money_or_dowry",
  "harassment",
  "wrong_photo",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_LIMITS = {
  /** The reporter's own words. */
  details: 1000,
  /** The committee's remark on a decision. */
  remark: 500,
  /** Open reports from this many different members hide a profile from lists (site setting default). */
  hideThreshold: 3,
  hideThresholdMax: 50,
} as const;

const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;

export const reportBodySchema = z
  .object({
    reason: z.enum(REPORT_REASONS, "common:validation.invalidChoice"),
    details: z.string().trim().max(REPORT_LIMITS.details, tooLong(REPORT_LIMITS.details)).default(""),
  })
  .refine((b) => b.reason !== "other" || b.details.length > 0, {
    path: ["details"],
    message: "safety:reports.validation.detailsRequired",
  });
export type ReportBody = z.input<typeof reportBodySchema>;

/** A reference the reporter can quote: R-000123. */
export const reportReference = (id: number) => `R-${String(id).padStart(6, "0")}`;

export const reportAckSchema = z.object({ reference: z.string(), message: z.string() });
export type ReportAck = z.infer<typeof reportAckSchema>;

export const REPORT_ACTIONS = ["dismiss", "warn", "disableProfile", "deactivateAccount"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** The outcome a decision records (and the reporter is told). */
export const REPORT_OUTCOMES: Record<ReportAction, "dismissed" | "warned" | "disabled" | "deactivated"> = {
  dismiss: "dismissed",
  warn: "warned",
  disableProfile: "disabled",
  deactivateAccount: "deactivated",
};
export type ReportOutcome = (typeof REPORT_OUTCOMES)[ReportAction];

export const reportActionBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS, "common:validation.invalidChoice"),
  remark: z
    .string("common:validation.required")
    .trim()
    .min(1, "common:validation.required")
    .max(REPORT_LIMITS.remark, tooLong(REPORT_LIMITS.remark)),
});
export type ReportActionBody = z.infer<typeof reportActionBodySchema>;

export const REPORT_STATUSES = ["open", "closed"] as const;
export const REPORT_PAGE_SIZE = 10;

export const reportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default("open").catch("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), mobile: z.string() });

export const reportItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(["dismissed", "warned", "disabled", "deactivated"]).nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  reporter: personSchema,
  profile: z.object({
    id: z.number().int(),
    slug: z.string(),
    fullName: z.string(),
    registrationNumber: z.number().int().nullable(),
    rowStatus: z.number().int(),
  }),
  /** Open reports on the same profile from different members (this one included). */
  openReporters: z.number().int(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportListResponseSchema = z.object({
  items: z.array(reportItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(REPORT_PAGE_SIZE),
  counts: z.object({ open: z.number().int(), closed: z.number().int() }),
});
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

export const reportDetailsSchema = z.object({
  report: reportItemSchema,
  /** The profile's owner account (who a warning or deactivation reaches). */
  member: personSchema.extend({ rowStatus: z.number().int(), role: z.string() }),
  /** Every other report on the same profile, newest first. */
  earlier: z.array(reportItemSchema),
  /** How many reports the reporter has made in all. */
  reporterReports: z.number().int(),
});
export type ReportDetails = z.infer<typeof reportDetailsSchema>;

export const reportIdParams = z.object({ id: rowId });

/** A committee warning the member sees at their next sign-in until they acknowledge it. */
export const warningSchema = z.object({ id: z.number().int(), remark: z.string(), createdAt: z.string() });
export const warningListSchema = z.object({ items: z.array(warningSchema) });
export type MemberWarning = z.infer<typeof warningSchema>;
