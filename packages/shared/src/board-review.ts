import { z } from "zod";

/**
 * Committee review of community board posts (jobs and businesses): the same two decisions as for
 * profiles (approve, or reject with a remark) and the same three tabs.
 */
export const BOARD_STATUSES = ["pending", "approved", "rejected"] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const BOARD_ACTIONS = ["approve", "reject"] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];
export const BOARD_REMARK_MAX = 500;

export const boardActionBodySchema = z
  .object({
    action: z.enum(BOARD_ACTIONS, "common:validation.invalidChoice"),
    remark: z
      .string()
      .trim()
      .max(BOARD_REMARK_MAX, `common:validation.tooLong|${JSON.stringify({ max: BOARD_REMARK_MAX })}`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === "reject" && !body.remark) {
      ctx.addIssue({ code: "custom", path: ["remark"], message: "common:validation.required" });
    }
  });
export type BoardActionBody = z.output<typeof boardActionBodySchema>;

/** Admin review list: one tab, a page of BOARD_REVIEW_PAGE_SIZE, optional text search. */
export const BOARD_REVIEW_PAGE_SIZE = 10;
export const boardReviewQuerySchema = z.object({
  tab: z.enum(BOARD_STATUSES).default("pending").catch("pending"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
  q: z.string().trim().max(60).optional().catch(undefined),
});
export type BoardReviewQuery = z.output<typeof boardReviewQuerySchema>;

export const boardCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type BoardCounts = z.infer<typeof boardCountsSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** Shared pieces of the two board forms. */
export const req = "common:validation.required";
export const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;

export const requiredText = (max: number) => z.string(req).trim().min(1, req).max(max, tooLong(max));
/** Optional text: "" and missing both become null (so an edit can clear a field). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** http(s) address only: a javascript: or data: link must never reach another member's screen. */
export const optionalWebLink = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
      try {
        const url = new URL(withScheme);
        if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")) {
          return url.toString();
        }
      } catch {
        // falls through to the message
      }
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** Filter ids in a list query: forgiving, anything odd is dropped. */
export const optionalId = z.coerce.number().int().min(1).max(999_999).optional().catch(undefined);
export const searchText = z.string().trim().max(60).optional().catch(undefined);
export const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1).catch(1);

/** One decision in a board post's history (JSON states parsed). */
export const boardAuditResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      actorUserId: z.number().int().nullable(),
      action: z.string(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
      remark: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
