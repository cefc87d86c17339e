/** ₹500 / ₹५००: rupees in the page's language (Marathi uses Devanagari digits). */
export function formatRupees(amount: number, lang: string): string {
  return new Intl.NumberFormat(lang === "mr" ? "mr-IN" : "en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Registration numbers and references in the page's digits. */
export function formatNumber(value: number | null | undefined, lang: string): string {
  if (value === null || value === undefined) return "";
  return new Intl.NumberFormat(lang === "mr" ? "mr-IN" : "en-IN", { useGrouping: false }).format(value);
}
