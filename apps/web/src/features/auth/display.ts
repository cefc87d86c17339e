import { formatMobile } from "@vv/shared/mobile";
import { toMarathiDigits } from "@vv/shared/reference";

/** "+91 98220 12345" with no-break spaces, so a number is never split over two lines. */
export function displayMobile(mobile: string): string {
  return formatMobile(mobile).replace(/ /g, "\u00a0");
}

/** Counts and durations in the reader's digits (phone numbers stay in ASCII digits). */
export function localNumber(value: number, language: string): string {
  return language.startsWith("mr") ? toMarathiDigits(value) : String(value);
}
