import { formatMobile } from "@vv/shared/mobile";

/** "+91 98220 12345" with no-break spaces, so a number is never split over two lines. */
export function displayMobile(mobile: string): string {
  return formatMobile(mobile).replace(/ /g, "\u00a0");
}

/** Counts and durations in the reader's digits (phone numbers stay in ASCII digits): the shared rule. */
export { localNumber } from "@vv/shared/numbers";
