import { NOTIFICATION_PARAMS, type NotificationType, placeholderOf } from "@vv/shared/notifications";
import { localNumber } from "@vv/shared/numbers";
import type { PushPayload } from "@vv/shared/push";
import { translate } from "../../platform/i18n";

/** Numbers a family reads, written in the reader's digits (as the bell writes them). */
const NUMBERS = new Set(["count", "eventNumber"]);

/**
 * A notification as a push message, in the device's language: the title and text the bell shows
 * for it, from the same parameters — nothing of another family beyond what the in-app notification
 * already says, and not the committee's remark (a lock screen is read over a shoulder). The address
 * is the notification's page of the app, relative to the site's base, so the service worker opens it
 * under the portal's own scope.
 */
export function pushPayload(
  n: { id: number; type: NotificationType; params: Record<string, string>; link: string | null },
  lang: "en" | "mr",
): PushPayload {
  const vars: Record<string, string> = {};
  for (const name of NOTIFICATION_PARAMS[n.type] as readonly string[]) {
    const raw = n.params[name] ?? "";
    vars[placeholderOf(name)] =
      name.endsWith("Key") && raw ? translate(lang, raw) : NUMBERS.has(name) ? localNumber(raw, lang) : raw;
  }
  const link = n.link && /^\/(?!\/)/.test(n.link) ? n.link : "/notifications";
  return {
    title: translate(lang, `notifications:types.${n.type}.title`),
    body: translate(lang, `notifications:types.${n.type}.body`, vars),
    url: link.slice(1),
    tag: `vv-${n.id}`,
    lang,
  };
}
