import { z } from "zod";
import { GRID_PAGE_SIZE } from "./constants";
import { profileDuplicatesSchema } from "./duplicates";
import { rowId } from "./ids";
import { PHOTO_STATUSES, photoUrlsSchema, REGISTRATION_STATUSES } from "./profile-views";

/** What a committee admin can do to a profile. */
export const PROFILE_ACTIONS = [
  "approve",
  "reject",
  "enable",
  "disable",
  "lock",
  "unlock",
  "delete",
  "approvePhoto",
  "rejectPhoto",
] as const;
export type ProfileAction = (typeof PROFILE_ACTIONS)[number];
export const ACTIONS_NEEDING_REMARK: readonly ProfileAction[] = ["reject", "rejectPhoto"];
export const REMARK_MAX = 500;

export const profileActionBodySchema = z
  .object({
    action: z.enum(PROFILE_ACTIONS, "common:validation.invalidChoice"),
    /** A rejection reason of the committee's list (rejection-reasons.ts); the remark is then a note. */
    reasonId: rowId.optional(),
    remark: z
      .string()
      .trim()
      .max(REMARK_MAX, `common:validation.tooLong|${JSON.stringify({ max: REMARK_MAX })}`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (ACTIONS_NEEDING_REMARK.includes(body.action) && !body.remark && !body.reasonId) {
      ctx.addIssue({ code: "custom", path: ["remark"], message: "approvals:remarkRequired" });
    }
  });
export type ProfileActionBody = z.output<typeof profileActionBodySchema>;

export const APPROVAL_TABS = ["pending", "approved", "rejected", "photos"] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

/** The tabs that are queues (what waits for the committee): oldest first unless asked otherwise. */
export const QUEUE_TABS: readonly ApprovalTab[] = ["pending", "photos"];
export const defaultSortDir = (tab: ApprovalTab): "asc" | "desc" =>
  QUEUE_TABS.includes(tab) ? "asc" : "desc";
/** A profile or photo waiting longer than this is overdue (the dashboard counts them, the queue marks them). */
export const QUEUE_OVERDUE_HOURS = 48;

export const approvalListQuerySchema = z.object({
  tab: z.enum(APPROVAL_TABS).default("pending").catch("pending"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
  q: z.string().trim().max(60).optional().catch(undefined),
  sort: z.enum(["createdAt", "registrationNumber", "name"]).default("createdAt").catch("createdAt"),
  /** Oldest first in the queues (pending, photos), newest first in the other tabs, when not given. */
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
});
export type ApprovalListQuery = z.output<typeof approvalListQuerySchema>;

/** One row of an approvals tab: what the grid shows and which actions apply to the profile now. */
export const approvalRowSchema = z.object({
  id: z.number().int(),
  registrationNumber: z.number().int().nullable(),
  slug: z.string(),
  fullName: z.string(),
  gender: z.number().int(),
  createdAt: z.string(),
  /** Since when the profile (registered, not yet decided) or its new photo waits for the committee. */
  waitingSince: z.string(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  rejectedRemark: z.string().nullable(),
  /** 1 active, 0 disabled (deleted profiles, 2, are in no tab). */
  rowStatus: z.number().int(),
  isLocked: z.boolean(),
  photoStatus: z.enum(PHOTO_STATUSES),
  photoRemark: z.string().nullable(),
  /** The photo members see (or, before the first approval, the one registered with). */
  photo: photoUrlsSchema.nullable(),
  /** Another of the profile's photos waiting for review, shown next to the current one. */
  pendingPhoto: photoUrlsSchema.nullable(),
  /** Which of the profile's photos (1 is first) a photo decision now decides; null when none waits. */
  reviewPhotoNumber: z.number().int().nullable(),
  /** How many photos the profile has (up to PROFILE_PHOTOS_MAX). */
  photoCount: z.number().int(),
  paymentStatus: z.enum(["unpaid", "done"]),
  /** The actions the server would accept for the profile as it is. */
  actions: z.array(z.enum(PROFILE_ACTIONS)),
  /** Possible duplicates, for a profile or photo under review (null in the other tabs). */
  duplicates: profileDuplicatesSchema.nullable(),
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

export const approvalCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  photos: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

export const approvalListResponseSchema = z.object({
  items: z.array(approvalRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(GRID_PAGE_SIZE),
  counts: approvalCountsSchema,
});
export type ApprovalListResponse = z.infer<typeof approvalListResponseSchema>;

export const profileActionResponseSchema = z.object({ message: z.string() });

/** Approving several pending profiles at once (still one audit row each). */
export const BULK_APPROVE_MAX = 50;
export const bulkApproveBodySchema = z.object({
  ids: z
    .array(rowId)
    .min(1, "approvals:bulk.noneSelected")
    .max(BULK_APPROVE_MAX, `approvals:bulk.tooMany|${JSON.stringify({ max: BULK_APPROVE_MAX })}`),
});
export const bulkApproveResponseSchema = z.object({ message: z.string(), approved: z.number().int() });

/** One decision in a profile's history: who, what, when, before -> after, remark. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int().nullable(),
  /** The admin's name as it is now; empty when the account is gone. */
  actorName: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ items: z.array(auditEntrySchema) });
export type AuditResponse = z.infer<typeof auditResponseSchema>;
