import type { AdminUserRow } from "@vv/shared/admin-users";
import { toMarathiDigits } from "@vv/shared/reference";
import type { TFunction } from "i18next";

export function verifiedLabel(t: TFunction, value: AdminUserRow["isVerified"]): string {
  return t(
    value === 0 ? "values.verified.pending" : value === 1 ? "values.verified.yes" : "values.verified.no",
  );
}

export function statusLabel(t: TFunction, value: AdminUserRow["rowStatus"]): string {
  return t(value === 1 ? "values.status.active" : "values.status.inactive");
}

export function verifiedColor(value: AdminUserRow["isVerified"]): string {
  return value === 0 ? "yellow" : value === 1 ? "green" : "red";
}

/** dd/mm/yyyy (and 24-hour time) in India's time, in Devanagari digits for Marathi readers. */
export function formatDate(iso: string, lang: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const text = date.toLocaleString("en-GB", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hour12: false } : {}),
  });
  return lang.startsWith("mr") ? toMarathiDigits(text) : text;
}

export function fullName(user: Pick<AdminUserRow, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
