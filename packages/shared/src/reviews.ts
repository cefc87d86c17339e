/** Reviews of the service. */
import { z } from "zod";
import { RATING_MAX, RATING_MIN, REVIEW_LIMITS } from "./review-limits";

export { RATING_MAX, RATING_MIN, REVIEW_LIMITS } from "./review-limits";

const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;

/** The Rating & Review dialog: stars are required (at least half a star), the text is optional. */
export const reviewInputSchema = z.object({
  rating: z.coerce
    .number("community:reviews.validation.rating")
    .min(RATING_MIN, "community:reviews.validation.rating")
    .max(RATING_MAX, "community:reviews.validation.rating")
    .refine((v) => Number.isInteger(v * 2), "community:reviews.validation.rating"),
  text: z.string().trim().max(REVIEW_LIMITS.text, tooLong(REVIEW_LIMITS.text)).default(""),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;
export type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** The committee's reply under a review. */
export const reviewReplySchema = z.object({
  reply: z
    .string("common:validation.required")
    .trim()
    .min(1, "common:validation.required")
    .max(REVIEW_LIMITS.reply, tooLong(REVIEW_LIMITS.reply)),
});
export type ReviewReplyInput = z.output<typeof reviewReplySchema>;

export const reviewVisibilitySchema = z.object({ hidden: z.boolean() });

export const reviewViewSchema = z.object({
  id: z.number().int(),
  rating: z.number(),
  text: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: z.string().nullable(),
  replyAt: z.string().nullable(),
  /** Only admins ever receive hidden reviews. */
  hidden: z.boolean(),
  /** is_edit: the viewer wrote it and may edit or delete it. */
  isEdit: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

export const reviewsResponseSchema = z.object({
  /** Average of the visible reviews, rounded to the nearest half star; 0 when there are none. */
  average: z.number(),
  count: z.number().int(),
  items: z.array(reviewViewSchema),
  /** The viewer's own review (also when an admin hid it), or null. */
  mine: reviewViewSchema.nullable(),
  /** Signed in and without a review yet: "Write review" is offered. */
  canWrite: z.boolean(),
  /** is_admin: reply, edit or delete a reply, hide a review. */
  isAdmin: z.boolean(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
