import { useEffect, useLayoutEffect, useRef } from "react";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";
import { BASE_PATH } from "../lib/base-path";
import { leavePage } from "../lib/notify";

/**
 * The router as code outside React sees it (session-end.ts: go to /login when a session ends, to
 * the consent screen when new terms are published): where the app is and a way to move.
 */
let navigateFn: NavigateFunction | null = null;
// Before the router has mounted (the first screen is loading, main.tsx), the address as opened and
// a navigation asked for meanwhile, made as soon as the router is there.
const basename = BASE_PATH.replace(/\/$/, "");
const opened = window.location.pathname;
const location = {
  pathname: basename && opened.startsWith(basename) ? opened.slice(basename.length) || "/" : opened,
  search: window.location.search,
};
let waiting: [to: string, options?: { replace?: boolean }] | null = null;

export const appRouter = {
  navigate(to: string, options?: { replace?: boolean }) {
    if (navigateFn) navigateFn(to, options);
    else waiting = [to, options];
  },
  state: { location },
};

/** Rendered once inside the router: keeps appRouter's location and navigate current. */
export function RouterBridge() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    navigateFn = navigate;
    location.pathname = pathname;
    location.search = search;
  }, [navigate, pathname, search]);
  // Another page: the messages of the one left behind go (a wrong OTP must not sit on the sign-up form).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    leavePage();
  }, [pathname]);
  // In an effect: React Router ignores a navigation made while its own layout effects are running.
  useEffect(() => {
    if (!waiting) return;
    const [to, options] = waiting;
    waiting = null;
    navigate(to, options);
  }, [navigate]);
  return null;
}
