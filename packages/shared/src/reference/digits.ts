/** Devanagari digits for Marathi pages: a module of its own, so using it brings none of the lists. */
const DEVANAGARI_DIGITS = ["०", "१", "२", "३", "४", "५", "६", "७", "८", "९"] as const;

/** Converts the ASCII digits of a number or string to Devanagari digits ("5 ft 3" → "५ ft ३"). */
export function toMarathiDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)] ?? d);
}

/** Devanagari digits (typed on a Marathi keyboard) become ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}
