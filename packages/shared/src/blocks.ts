/** Blocking a family: neither side sees the other's profiles any more. */
import { z } from "zod";

export const blockedItemSchema = z.object({
  /** The profile the block was made from (the blocker's list shows it; unblock names it). */
  profileId: z.number().int(),
  registrationNumber: z.number().int().nullable(),
  fullName: z.string(),
  blockedAt: z.string(),
});
export type BlockedItem = z.infer<typeof blockedItemSchema>;

export const blockedListSchema = z.object({ items: z.array(blockedItemSchema) });
export type BlockedList = z.infer<typeof blockedListSchema>;

export const blockResponseSchema = z.object({ message: z.string(), blocked: z.boolean() });
