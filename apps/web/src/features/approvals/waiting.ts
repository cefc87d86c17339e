import { QUEUE_OVERDUE_HOURS } from "@vv/shared/approvals";
import { localNumber } from "@vv/shared/numbers";

type T = (key: string, vars?: Record<string, unknown>) => string;

/** "Waiting 3 days" / "Waiting 5 hours" / "Waiting less than an hour", and whether it is past 48 hours. */
export function waitingFor(since: string, t: T, lang: string, now = Date.now()) {
  const hours = Math.floor((now - Date.parse(since)) / 3_600_000);
  const days = Math.floor(hours / 24);
  const text =
    hours < 1
      ? t("queue.waitingNew")
      : days >= 2
        ? t("queue.waitingDays", { count: days, days: localNumber(days, lang) })
        : t("queue.waitingHours", { count: hours, hours: localNumber(hours, lang) });
  return { text, overdue: hours >= QUEUE_OVERDUE_HOURS };
}
