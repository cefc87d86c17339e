/** Devanagari digits for Marathi pages: a module of its own, so using it brings none of the lists. */
const DEVANAGARI_DIGITS = ["०", "१", "२", "३", "४", "५", "६", "७", "८", "९"] as const;

/** Converts the ASCII digits of a number or string to Devanagari digits ("5 ft 3" → "५ ft ३"). */
export function toMarathiDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)] ?? d);
}
