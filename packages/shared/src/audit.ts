/** The audit log list for admins: who changed what, when, from what to what, and why. */
import { z } from "zod";
import { USER_ACTIONS } from "./admin-users";
import { PROFILE_ACTIONS } from "./approvals";
import { BOARD_ACTIONS } from "./board-review";
import { COMMITTEE_ACTIONS } from "./committee";
import { rowId } from "./ids";
import { MELAVA_ACTIONS } from "./melava";
import { REPORT_ACTIONS } from "./reports";

export const AUDIT_ENTITY_TYPES = [
  "profile",
  "user",
  "settings",
  "payment",
  "review",
  "committee",
  "contact",
  "content",
  "job",
  "business",
  "report",
  "grievance",
  "melava",
  "story",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * Every action the server records. The audit_log column is typed with it, so a new action cannot
 * be written without a name here, and the locale test makes sure both languages can show it.
 */
export const AUDIT_ACTIONS = [
  ...PROFILE_ACTIONS,
  ...USER_ACTIONS,
  ...COMMITTEE_ACTIONS,
  ...BOARD_ACTIONS,
  // users: details edited, committee editors, the per-account payment flag
  "edit",
  "committeeEditorOn",
  "committeeEditorOff",
  "enablePayments",
  "disablePayments",
  // contact messages
  "markRead",
  "markUnread",
  // payments
  "confirm",
  "record",
  "paymentSettings",
  // settings and site content
  "update",
  "addImage",
  "caption",
  "move",
  "removeImage",
  // committee members
  "create",
  "changePhoto",
  // reviews
  "reply",
  "editReply",
  "deleteReply",
  "hide",
  "show",
  // reports
  ...REPORT_ACTIONS,
  // Terms / Privacy Notice versions
  "publishLegal",
  // complaints to the Grievance Officer
  "grievanceStatus",
  "grievanceReply",
  // identity documents: the profile marked ID verified, or the document rejected
  "idVerify",
  "idReject",
  // the super admin read what is kept of an erased registration (IT Rules 3(1)(h))
  "readRetained",
  // the committee: two profiles the duplicate scan paired are different families
  "notDuplicate",
  // melava (introduction meet) events
  ...MELAVA_ACTIONS,
  // the melava desk registered a family that walked in (account, profile, registration, fee)
  "deskRegister",
  // the melava desk took the fee of a registration made online but not paid
  "deskFee",
  // success stories: the committee publishes or rejects (written here, not imported: every page that
  // names an audit action would otherwise carry the stories' schemas)
  "approveStory",
  "rejectStory",
  // the committee's rejection reasons (settings)
  "addReason",
  "editReason",
  "deleteReason",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = z
  .string()
  .regex(DATE)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)))
  .optional()
  .catch(undefined);

export const auditListQuerySchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  actorId: rowId.optional().catch(undefined),
  /** First and last day (YYYY-MM-DD, India time), both included. */
  from: dateParam,
  to: dateParam,
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  entityType: z.string(),
  entityId: z.number().int(),
  /** What the record is called today (a profile's name and number, a job's title), if it still exists. */
  subject: z.string().nullable(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the filters can offer: the actions and the people found in the log. */
  actions: z.array(z.string()),
  actors: z.array(z.object({ id: z.number().int(), name: z.string(), mobile: z.string() })),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
