/** Dates and amounts as a reader of the chosen language expects them (Marathi: Devanagari digits). */
const locale = (lang: string) => (lang.startsWith("mr") ? "mr-IN" : "en-IN");

/** "12 Aug 2025" / "१२ ऑग, २०२५" for an ISO date or instant. */
export function formatDate(iso: string, lang: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(iso) ? "UTC" : "Asia/Kolkata",
  }).format(date);
}

/** 15000 -> "15,000" (Indian grouping), in the language's digits. */
export function formatAmount(value: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 }).format(value);
}

/** A tel: link for a ten-digit Indian mobile number. */
export const telHref = (mobile: string) => `tel:+91${mobile}`;
