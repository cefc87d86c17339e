import { asciiDigits, toMarathiDigits } from "./reference/digits";

export { asciiDigits, toMarathiDigits };

/**
 * One rule for digits on Marathi pages, everywhere (cards, My Profile, details, payment page, PDF,
 * admin lists): every number a family reads — registration numbers, counts, ages, dates, times,
 * amounts — is written in Devanagari digits; what is typed or dialled — mobile numbers, OTPs,
 * transaction references, form inputs — stays in ASCII digits, as phones and banks expect.
 */
export function localNumber(value: number | string, lang: string): string {
  return lang.startsWith("mr") ? toMarathiDigits(value) : String(value);
}

const STORED_TIME = /^(\d{1,2}):(\d{2}) (AM|PM)$/;

/**
 * A birth time as stored ("06:05 PM"): English keeps it; Marathi says the time of day in words,
 * as the site's dates do ("संध्याकाळ ६:०५", never "PM").
 */
export function formatBirthTime(stored: string, lang: string): string {
  const match = STORED_TIME.exec(stored);
  if (!lang.startsWith("mr") || !match) return lang.startsWith("mr") ? toMarathiDigits(stored) : stored;
  const hour12 = Number(match[1]) % 12;
  const hour = match[3] === "PM" ? hour12 + 12 : hour12;
  const instant = new Date(Date.UTC(2000, 0, 1, hour, Number(match[2])));
  // One formatter for every call: making an Intl formatter costs far more than formatting with it.
  marathiTime ??= new Intl.DateTimeFormat("mr-IN", {
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "short",
    timeZone: "UTC",
  });
  return marathiTime.format(instant);
}
let marathiTime: Intl.DateTimeFormat | undefined;
