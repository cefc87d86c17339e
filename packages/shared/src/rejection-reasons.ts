/**
 * The committee's rejection reasons: each with a Marathi and an English text, picked in the
 * rejection dialog (plus an optional note) so that the family reads the reason in its own language.
 * Texts of the page in locales site-admin.json (reasons.*).
 */
import { z } from "zod";
import { rowId } from "./ids";

export const REJECTION_REASON_MAX = 300;
/** A list the committee can still pick from in one dialog. */
export const REJECTION_REASONS_MAX_COUNT = 40;

const text = z
  .string("common:validation.required")
  .trim()
  .min(3, "common:validation.required")
  .max(REJECTION_REASON_MAX, `common:validation.tooLong|${JSON.stringify({ max: REJECTION_REASON_MAX })}`);

export const rejectionReasonInputSchema = z.object({ textEn: text, textMr: text });
export type RejectionReasonInput = z.output<typeof rejectionReasonInputSchema>;

export const rejectionReasonSchema = z.object({
  id: z.number().int(),
  textEn: z.string(),
  textMr: z.string(),
});
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
export const rejectionReasonsResponseSchema = z.object({ items: z.array(rejectionReasonSchema) });
export const rejectionReasonResponseSchema = z.object({ message: z.string() });
export const reasonIdParams = z.object({ reasonId: rowId });

/** The reason as a family reads it: the committee's text in the reader's language, then its note. */
export function rejectionText(
  reason: { textEn: string; textMr: string } | undefined,
  note: string | null,
  lang: string,
): string | null {
  if (!reason) return note;
  const text = lang.startsWith("mr") ? reason.textMr : reason.textEn;
  return note ? `${text} — ${note}` : text;
}
