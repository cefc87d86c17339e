import { label } from "@vv/shared/reference";

/** Birth time is chosen in three parts: hour 1–12, minute 0–59, AM/PM. */
export interface BirthTimeParts {
  hour: number;
  minute: number;
  amPm: "AM" | "PM";
}

/** Reads "07:05 PM" (also "7:5 pm", "19:05") into its three parts; null when it is not a time. */
export function birthTimeParts(text: string | null | undefined): BirthTimeParts | null {
  const match = /^\s*(\d{1,2}):(\d{1,2})(?::\d{1,2})?\s*([AaPp][Mm])?\s*$/.exec(text ?? "");
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  let amPm = match[3]?.toUpperCase() as "AM" | "PM" | undefined;
  if (minute > 59) return null;
  if (!amPm) {
    if (hour > 23) return null;
    amPm = hour >= 12 ? "PM" : "AM";
    hour = hour % 12 || 12;
  }
  if (hour < 1 || hour > 12) return null;
  return { hour, minute, amPm };
}

/** "hh:mm AM" once all three parts are chosen; undefined while any is missing. */
export function birthTimeText(parts: Partial<Record<keyof BirthTimeParts, unknown>>): string | undefined {
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const amPm = parts.amPm;
  if (parts.hour == null || parts.minute == null || (amPm !== "AM" && amPm !== "PM")) return undefined;
  if (
    !Number.isInteger(hour) ||
    hour < 1 ||
    hour > 12 ||
    !Number.isInteger(minute) ||
    minute < 0 ||
    minute > 59
  ) {
    return undefined;
  }
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")} ${amPm}`;
}

type Item = { readonly id: number | string; readonly en: string; readonly mr: string };

/** Select options with numeric values (the minute list's ids are "00"…"59"). */
export function numericOptions(list: readonly Item[], lang: string) {
  return list.map((item) => ({ value: Number(item.id), label: label(item, lang) }));
}
