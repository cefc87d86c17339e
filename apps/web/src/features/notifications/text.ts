import type { NotificationItem } from "@vv/shared/notifications";
import { localNumber } from "@vv/shared/numbers";
import type { TFunction } from "../../lib/i18n";

/**
 * A notification's title and text in the reader's language, its parameters interpolated; a
 * parameter named "…Key" holds a translation key and fills the placeholder without the suffix; a
 * count (and a melava's event number) is written in the reader's digits.
 */
export function notificationText(t: TFunction, n: Pick<NotificationItem, "type" | "params">, lang = "en") {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(n.params)) {
    if (k.endsWith("Key")) values[k.slice(0, -3)] = t(v);
    else values[k] = k === "count" || k === "eventNumber" ? localNumber(v, lang) : v;
  }
  return {
    title: t(`notifications:types.${n.type}.title`),
    body: t(`notifications:types.${n.type}.body`, values),
  };
}
