import { useLocation } from "react-router";

/**
 * Whether a menu target is the current page. Unlike NavLink it also compares the query, so
 * "Bride" (?gender=2) and "Groom" (?gender=1) on the same list are not both highlighted.
 */
export function isActiveTarget(to: string, pathname: string, search: string): boolean {
  const [path = "", query] = to.split("?");
  if (pathname !== path && !pathname.startsWith(`${path}/`)) return false;
  if (!query) return true;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
}

export function useIsActive() {
  const { pathname, search } = useLocation();
  return (to: string) => isActiveTarget(to, pathname, search);
}
