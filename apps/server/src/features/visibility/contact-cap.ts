/**
 * The daily contact-view cap as members read it: over the cap, every way to another family's
 * contacts (details page, biodata PDF) says why and when the count starts again — midnight, India
 * time, because the count is kept per India-time day (visibility/repo.ts admitContactDay).
 */
import type { Language } from "@vv/shared/i18n";
import { localNumber } from "@vv/shared/numbers";
import { AppError } from "../../platform/errors";
import { indiaDayStart, nextDay } from "../../platform/india-time";

const formats = new Map<Language, Intl.DateTimeFormat>();

/** When the count of this India-time day starts again: the next India midnight. */
export function capResetsAt(day: string): Date {
  return new Date(indiaDayStart(nextDay(day)));
}

/** "29 November at 12:00 am" / "२९ नोव्हेंबर रोजी रात्र १२:०० वाजता", in India time. */
export function formatResetTime(at: Date, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "mr" ? "mr-IN" : "en-IN", {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      ...(lang === "mr" ? { dayPeriod: "short" as const } : {}),
    });
    formats.set(lang, format);
  }
  return format.format(at);
}

/** The translation variables of both cap messages (limits:contactViewsDaily, privacy:withheld.dailyLimit). */
export function capVars(max: number, day: string, lang: Language) {
  return { max: localNumber(max, lang), time: formatResetTime(capResetsAt(day), lang) };
}

/** 429 over the cap, with Retry-After until the next India midnight. */
export class ContactCapError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(max: number, day: string, lang: Language, now: Date) {
    super(429, "rate_limited", "limits:contactViewsDaily", capVars(max, day, lang));
    this.retryAfterSeconds = Math.max(1, Math.ceil((capResetsAt(day).getTime() - now.getTime()) / 1000));
  }
}
