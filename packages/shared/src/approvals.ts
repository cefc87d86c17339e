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
