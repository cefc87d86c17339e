/** Amounts and phone links as a reader of the chosen language expects them (Marathi: Devanagari digits). */
const locale = (lang: string) => (lang.startsWith("mr") ? "mr-IN" : "en-IN");

/** 15000 -> "15,000" (Indian grouping), in the language's digits. */
export function formatAmount(value: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 }).format(value);
}

/** A tel: link for a ten-digit Indian mobile number. */
export const telHref = (mobile: string) => `tel:+91${mobile}`;
