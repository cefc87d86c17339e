/**
 * Indian mobile numbers, written once for the form and the API (no zod here: the first page uses it).
 * Accepted: ten digits starting 6–9, optionally after "+91", "91" or a leading 0; spaces, dashes,
 * dots and brackets are ignored, and Devanagari digits (०–९) count as digits.
 */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Longest raw input looked at; anything longer is not a phone number. */
export const MOBILE_INPUT_MAX = 32;

const DEVANAGARI_ZERO = 0x0966;

/** "९८२२०" -> "98220"; other characters are left alone. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** The ten-digit number, or null when the value is not an Indian mobile number. */
export function normalizeMobile(raw: string): string | null {
  if (raw.length > MOBILE_INPUT_MAX) return null;
  let value = toAsciiDigits(raw).replace(/[\s\-.()]/g, "");
  if (value.startsWith("+")) {
    if (!value.startsWith("+91")) return null;
    value = value.slice(3);
  } else if (value.length === 12 && value.startsWith("91")) {
    value = value.slice(2);
  } else if (value.length === 11 && value.startsWith("0")) {
    value = value.slice(1);
  }
  return MOBILE_PATTERN.test(value) ? value : null;
}

/** True when the value looks like an e-mail address. */
export function looksLikeEmail(raw: string): boolean {
  return raw.includes("@");
}

/** "9822012345" -> "+91 98220 12345", for showing a number back to its owner. */
export function formatMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

/** "9822012345" -> "98xxxxxx45", for logs and messages that must not reveal the number. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`;
}

/** An OTP as typed: digits only (Devanagari digits converted, spaces dropped). */
export function normalizeOtp(raw: string): string {
  return toAsciiDigits(raw).replace(/\s/g, "");
}

/**
 * A page inside the app to return to after sign-in, or null. Only same-site paths are accepted:
 * "/user/x?y=1" yes; "//evil.example", "https://…", "/\\evil", "javascript:…" no.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 300) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.includes("\\") || [...value].some((c) => c.charCodeAt(0) < 32)) return null;
  if (/^\/(login|register|logout|forgot)(\/|\?|$)/.test(value)) return null;
  return value;
}
