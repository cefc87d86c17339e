import { useLayoutEffect } from "react";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";

/**
 * The router as code outside React sees it (session-end.ts: go to /login when a session ends, to
 * the consent screen when new terms are published): where the app is and a way to move.
 */
let navigateFn: NavigateFunction | null = null;
const location = { pathname: "/", search: "" };

export const appRouter = {
  navigate(to: string, options?: { replace?: boolean }) {
    navigateFn?.(to, options);
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
  return null;
}
