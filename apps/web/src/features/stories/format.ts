/** A month ("2025-08") as "August 2025" / "ऑगस्ट २०२५" (the stories' chunk only, not every page's). */
export function formatMonth(month: string, lang: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(lang.startsWith("mr") ? "mr-IN" : "en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
