/** The member's data rights (issue 15): the My data page, download, withdrawal and deletion. */
import { z } from "zod";

export const myDataSchema = z.object({
  /** When the account will be erased (null: no deletion asked). */
  deletionDueAt: z.string().nullable(),
  coolingDays: z.number().int(),
  profiles: z.array(
    z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.number().int().nullable() }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

/** Deleting the account (or withdrawing consent, which closes it) must be confirmed explicitly. */
export const deletionBodySchema = z.object({
  confirm: z.literal(true, { error: () => "compliance:rights.confirmRequired" }),
  withdraw: z.boolean().optional().default(false),
});
export type DeletionBody = z.input<typeof deletionBodySchema>;

export const deletionResponseSchema = z.object({ message: z.string(), deletionDueAt: z.string() });
