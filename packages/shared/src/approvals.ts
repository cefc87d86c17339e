import { z } from "zod";

/** What a committee admin can do to a profile (SPEC §2 approvals, §4 statuses). */
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
    remark: z
      .string()
      .trim()
      .max(REMARK_MAX, `common:validation.tooLong|${JSON.stringify({ max: REMARK_MAX })}`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (ACTIONS_NEEDING_REMARK.includes(body.action) && !body.remark) {
      ctx.addIssue({ code: "custom", path: ["remark"], message: "approvals:remarkRequired" });
    }
  });
export type ProfileActionBody = z.output<typeof profileActionBodySchema>;

export const APPROVAL_TABS = ["pending", "approved", "rejected", "photos"] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

export const approvalListQuerySchema = z.object({
  tab: z.enum(APPROVAL_TABS).default("pending").catch("pending"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
  q: z.string().trim().max(60).optional().catch(undefined),
  sort: z.enum(["createdAt", "registrationNumber", "name"]).default("createdAt").catch("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc").catch("desc"),
});
export type ApprovalListQuery = z.output<typeof approvalListQuerySchema>;
