/**
 * The members' digital booklet of a melava (the printed booklet's entries on a page, under every
 * privacy rule of the portal) and sending interests to several of its candidates at once.
 */
import { z } from "zod";
import { rowId } from "./ids";
import { INTEREST_NOTE_TEMPLATES } from "./interests";
import { profileCardSchema } from "./profile-views";

/** How many candidates one "send interests" may carry: the daily interest limit stays the real cap. */
export const MELAVA_INTEREST_BATCH = 20;

const optionalId = z.coerce.number().int().positive().max(10_000).optional().catch(undefined);

export const melavaBookletQuerySchema = z.object({
  /** A name, a registration number or an event number (ASCII or Devanagari digits). */
  q: z.string().trim().max(60).optional().catch(undefined),
  gender: z.enum(["1", "2"]).optional().catch(undefined),
  ageMin: z.coerce.number().int().min(18).max(80).optional().catch(undefined),
  ageMax: z.coerce.number().int().min(18).max(80).optional().catch(undefined),
  educationId: optionalId,
  districtId: optionalId,
});
export type MelavaBookletQuery = z.output<typeof melavaBookletQuerySchema>;

export const melavaBookletEntrySchema = z.object({
  registrationId: z.number().int(),
  /** In its gender's series (वधू ००१ / वर ००१). */
  eventNumber: z.number().int(),
  /**
   * The profile's card as the browse list shows it to this viewer (blurred photo unless the family
   * shows it); photo null where the family chose no photo in the booklet.
   */
  card: profileCardSchema,
});
export type MelavaBookletEntry = z.infer<typeof melavaBookletEntrySchema>;

export const melavaBookletPageSchema = z.object({
  items: z.array(melavaBookletEntrySchema),
  /** The viewer's own approved profiles an interest may be sent from. */
  senders: z.array(z.object({ profileId: z.number().int(), name: z.string(), gender: z.number().int() })),
});
export type MelavaBookletPage = z.infer<typeof melavaBookletPageSchema>;

export const melavaBulkInterestSchema = z.object({
  fromProfileId: rowId,
  registrationIds: z
    .array(rowId)
    .min(1, "melava:validation.pickCandidates")
    .max(
      MELAVA_INTEREST_BATCH,
      `melava:validation.tooManyCandidates|${JSON.stringify({ max: MELAVA_INTEREST_BATCH })}`,
    ),
  noteTemplate: z.enum(INTEREST_NOTE_TEMPLATES, "common:validation.invalidChoice").optional(),
});
export type MelavaBulkInterest = z.infer<typeof melavaBulkInterestSchema>;

export const melavaBulkInterestResultSchema = z.object({
  results: z.array(
    z.object({
      registrationId: z.number().int(),
      /** "Vadhu 001 Priya Patil" in the reader's language, or only the number when the entry is not shown. */
      label: z.string(),
      outcome: z.enum(["sent", "refused"]),
      /** Why it was refused (the interest rules' own words: limit, block, paused, duplicate…). */
      message: z.string(),
    }),
  ),
  sent: z.number().int(),
  message: z.string(),
});
export type MelavaBulkInterestResult = z.infer<typeof melavaBulkInterestResultSchema>;
