import { toMarathiDigits } from "@vv/shared/numbers";

/**
 * Dates and times as members and the committee read them: India time, in the chosen language
 * (Marathi: Devanagari digits and its own times of day, "सकाळ ९:००", rather than AM/PM).
 */
const locale = (lang: string) => (lang.startsWith("mr") ? "mr-IN" : "en-IN");
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ("2025-08-12") stays that day everywhere; an instant is read in India time. */
function parse(iso: string): { date: Date; timeZone: string } | null {
  const plain = PLAIN_DATE.test(iso);
  const date = plain ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: plain ? "UTC" : "Asia/Kolkata" };
}

/** "12 Aug 2025" / "१२ ऑग, २०२५". */
export function formatDate(iso: string, lang: string): string {
  const parsed = parse(iso);
  if (!parsed) return "";
  return new Intl.DateTimeFormat(locale(lang), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: parsed.timeZone,
  }).format(parsed.date);
}

/** "12 Aug 2025, 6:05 pm" / "१२ ऑग, २०२५, संध्याकाळ ६:०५". */
export function formatDateTime(iso: string, lang: string): string {
  const parsed = parse(iso);
  if (!parsed) return "";
  const marathi = lang.startsWith("mr");
  return new Intl.DateTimeFormat(locale(lang), {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(marathi ? { dayPeriod: "short" as const } : {}),
    timeZone: parsed.timeZone,
  }).format(parsed.date);
}

/** dd/mm/yyyy (and 24-hour time) for dense admin tables, in the reader's digits. */
export function formatNumericDate(iso: string, lang: string, withTime = false): string {
  const parsed = parse(iso);
  if (!parsed) return "";
  const text = parsed.date.toLocaleString("en-GB", {
    timeZone: parsed.timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hour12: false } : {}),
  });
  return lang.startsWith("mr") ? toMarathiDigits(text) : text;
}
