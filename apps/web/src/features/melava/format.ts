import { localNumber } from "@vv/shared/numbers";

/** Days, hours and minutes until `iso`, or null once it has passed. */
export function timeUntil(iso: string, now = Date.now()) {
  const ms = Date.parse(iso) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** "₹1,500" in the reader's digits. */
export function rupees(amount: number, lang: string) {
  return localNumber(amount.toLocaleString("en-IN"), lang);
}

/** The event's venue in the reader's language. */
export const venueOf = (e: { venueEn: string; venueMr: string }, lang: string) =>
  lang.startsWith("mr") ? e.venueMr : e.venueEn;

/** A text the committee wrote in both languages, in the reader's (or the other if one is empty). */
export const textOf = (en: string, mr: string, lang: string) => (lang.startsWith("mr") ? mr || en : en || mr);
