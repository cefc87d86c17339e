/** Dates and times as the committee reads them: India time, in the chosen language. */
export function formatDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang.startsWith("mr") ? "mr-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}
