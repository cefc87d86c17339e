/**
 * What the service worker does with a push message (kept apart from sw.ts so it is tested): the
 * notification it shows, and the page a tap opens — always one of the portal's own pages, under
 * the worker's scope, whatever the message says.
 */
export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** The decrypted message (JSON from the server's features/push/payload.ts) as a notification. */
export function shownNotification(data: unknown, scope: string): ShownNotification {
  const message = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  return {
    title: text(message.title, 120) || "वधू-वर",
    options: {
      body: text(message.body, 500),
      tag: text(message.tag, 64) || undefined,
      lang: message.lang === "en" ? "en" : "mr",
      icon: new URL("icons/icon-192.png", scope).href,
      data: { url: clickTarget(message.url, scope) },
    },
  };
}

/** The page to open: the message's app path under the scope, else the notifications page. */
export function clickTarget(url: unknown, scope: string): string {
  const fallback = new URL("notifications", scope).href;
  if (typeof url !== "string" || url.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(url)) return fallback;
  const target = new URL(url, scope);
  return target.href.startsWith(scope) ? target.href : fallback;
}
