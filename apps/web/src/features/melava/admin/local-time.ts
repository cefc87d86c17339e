/** India time (UTC+05:30, no daylight saving) for the event form's date-time fields. */
const IST_MS = 330 * 60_000;

/** "2026-01-18T10:00" (India) from an instant. */
export function toIndiaLocal(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? "" : new Date(ms + IST_MS).toISOString().slice(0, 16);
}

/** The instant of "2026-01-18T10:00" read as India time; "" stays "" (the schema says Required). */
export function fromIndiaLocal(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : local;
}
