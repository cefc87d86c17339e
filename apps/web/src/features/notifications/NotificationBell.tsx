import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { apiRequest } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import classes from "./bell.module.css";

/** The unread count's query key; the notifications page refreshes it after marking read. */
export const UNREAD_KEY = ["notifications", "unread"] as const;

// A committee warning waits: its dialog loads only then.
// Interests waiting for our answer sit beside the bell, loaded with it, off the first load.
const InterestsLink = lazy(() => import("../interests/InterestsLink"));
const WarningGate = lazy(() => import("../safety/WarningGate").then((m) => ({ default: m.WarningGate })));

const DEVANAGARI = "०१२३४५६७८९";
const digits = (n: number, lang: string) =>
  lang.startsWith("mr") ? String(n).replace(/\d/g, (d) => DEVANAGARI[Number(d)] ?? d) : String(n);

/**
 * The header's bell: a link to /notifications with the unread count. Part of the first load, so it
 * is only this: no icon library, no zod, one small request a minute while the tab is visible.
 */
export default function NotificationBell() {
  // Its labels are in the eager namespace: the bell comes with every member's page, and the
  // notifications namespace (3 KB in Marathi) only with the notifications pages.
  const { t, i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ unread: number; warnings?: number }>("/notifications/unread-count", { signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
    meta: { silent: true },
  });
  const unread = data?.unread ?? 0;
  const shown = unread > 99 ? "99+" : digits(unread, i18n.language);
  return (
    <>
      {(data?.warnings ?? 0) > 0 && (
        <Suspense fallback={null}>
          <WarningGate />
        </Suspense>
      )}
      <Suspense fallback={<span className={classes.slot} aria-hidden="true" />}>
        <InterestsLink />
      </Suspense>
      <Link
        to="/notifications"
        className={classes.bell}
        aria-label={unread ? t("nav.notificationsUnread", { n: shown }) : t("nav.notifications")}
        title={t("nav.notifications")}
        data-testid="notification-bell"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className={classes.count} data-testid="notification-count">
            {shown}
          </span>
        )}
      </Link>
    </>
  );
}
