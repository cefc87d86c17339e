/** A review date in the reader's language: "12 Mar 2025" / "१२ मार्च, २०२५". */
export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(lang.startsWith("mr") ? "mr-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}
