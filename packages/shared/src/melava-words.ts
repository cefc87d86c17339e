/**
 * A melava's words that pages draw without its schemas (no zod): the home page's card, passes,
 * the stage screen. melava.ts re-exports them.
 */
import { toMarathiDigits } from "./reference/digits";

/** Brides' and grooms' series: वधू ००१ / वर ००१, Bride 001 / Groom 001. */
export function eventNumberLabel(gender: number, number: number, lang: string): string {
  const padded = String(number).padStart(3, "0");
  const marathi = lang.startsWith("mr");
  const series = gender === 2 ? (marathi ? "वधू" : "Bride") : marathi ? "वर" : "Groom";
  return `${series} ${marathi ? toMarathiDigits(padded) : padded}`;
}

/** The event's name in the reader's language. */
export const melavaName = (e: { nameEn: string; nameMr: string }, lang: string) =>
  lang.startsWith("mr") ? e.nameMr : e.nameEn;
