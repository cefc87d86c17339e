/**
 * Calendar days and weeks as the committee lives them: India Standard Time (UTC+05:30, no daylight
 * saving). Timestamps stay ISO-8601 UTC strings; these helpers only find the boundaries, in plain
 * TypeScript, so no date SQL differs between SQLite and PostgreSQL.
 */
import { IST_OFFSET_MINUTES } from "@vv/shared/dashboard";

const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The India-time calendar day (YYYY-MM-DD) of an instant. */
export function indiaDay(instant: Date | string): string {
  const ms = new Date(instant).getTime() + OFFSET_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC instant at which an India-time day (YYYY-MM-DD) begins, as an ISO string. */
export function indiaDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD, India time) of the week an instant falls in. */
export function indiaWeekStart(instant: Date | string): string {
  const day = indiaDay(instant);
  const date = new Date(`${day}T00:00:00.000Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `weeks` weeks, oldest first, the week of `now` last. */
export function lastWeekStarts(now: Date, weeks: number): string[] {
  const current = Date.parse(`${indiaWeekStart(now)}T00:00:00.000Z`);
  return Array.from({ length: weeks }, (_, i) =>
    new Date(current - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Counts instants per week; weeks without any stay at 0, instants outside the weeks are ignored. */
export function bucketByWeek(instants: readonly string[], weekStarts: readonly string[]): number[] {
  const index = new Map(weekStarts.map((w, i) => [w, i]));
  const counts = weekStarts.map(() => 0);
  for (const instant of instants) {
    const i = index.get(indiaWeekStart(instant));
    if (i !== undefined) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}
