/**
 * Ending a session on this device: after logout, after any API answer 401 (log out and go
 * to /login after 100 ms), and when the server no longer knows a user this device remembers.
 */
import type { QueryClient } from "@tanstack/react-query";
import { UNAUTHORIZED_REDIRECT_MS } from "@vv/shared/constants";
import { safeReturnPath } from "@vv/shared/mobile";
import { setConsentRequiredListener, setUnauthorizedListener } from "../../lib/api";
import { i18n } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { clearLocalUserData } from "./local-data";
import { SESSION_QUERY_KEY } from "./session-key";

interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

let router: RouterLike | null = null;
let queryClient: QueryClient | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

/** Pages where a signed-out visitor already is where the redirect would take them. */
const SIGN_IN_PAGES = /^\/(login|register|logout|forgot)(\/|$)/;

/**
 * Forgets the user on this device: local data, every cached list, the session; with forgetDrafts
 * (logout, a deactivated account) also any unsaved profile form.
 */
export function clearSessionData(options: { forgetDrafts?: boolean } = {}) {
  clearLocalUserData(options);
  // The next person on a shared phone must not get this account's notifications (the server
  // dropped the subscription with the session; the browser forgets it too).
  void import("../push/browser").then((m) => m.forgetPushSubscription()).catch(() => undefined);
  if (!queryClient) return;
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

/** The session ended without the user asking: clean up, say so, and go to /login shortly. */
export function sessionEnded() {
  clearSessionData();
  if (!router || pending) return;
  const { pathname, search } = router.state.location;
  if (SIGN_IN_PAGES.test(pathname)) return;
  notifyError(i18n.t("errors.unauthorized"));
  const returnTo = safeReturnPath(`${pathname}${search}`);
  pending = setTimeout(() => {
    pending = null;
    router?.navigate(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : "/login", {
      replace: true,
    });
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** Pages open to visitors, which a member who has not yet accepted new terms may still read. */
const PUBLIC_PAGES =
  /^\/(home|gallery|term-and-condition|privacy-policy|community|committee|contact|grievance|jobs|job-updates|business|login|register|logout|forgot)(\/|$)/;
const BOARD_MEMBER_PAGES = /^\/(job-updates|business)\/(new|mine|[^/]+\/edit)\/?$/;

export function isPublicPage(pathname: string): boolean {
  return pathname === "/" || (PUBLIC_PAGES.test(pathname) && !BOARD_MEMBER_PAGES.test(pathname));
}

/** Called once at start-up with the app's router and query client. */
export function installSessionGuards(appRouter: RouterLike, client: QueryClient) {
  router = appRouter;
  queryClient = client;
  setUnauthorizedListener(sessionEnded);
  // A newly published Terms / Privacy Notice: the accept screen first, then back here —
  // at the next member page; a public page (a background call such as the bell's) stays readable.
  setConsentRequiredListener(() => {
    const { pathname, search } = appRouter.state.location;
    if (pathname !== "/accept-terms" && !isPublicPage(pathname))
      appRouter.navigate(`/accept-terms?returnTo=${encodeURIComponent(pathname + search)}`, {
        replace: true,
      });
  });
}
