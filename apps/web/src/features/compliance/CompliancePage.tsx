import { lazy } from "react";
import { useLocation } from "react-router";

const AcceptTermsPage = lazy(() => import("./AcceptTermsPage").then((m) => ({ default: m.AcceptTermsPage })));

/** The issue 15 pages behind one route entry (the first-load router stays small). */
export function CompliancePage() {
  const { pathname } = useLocation();
  if (pathname.startsWith("/accept-terms")) return <AcceptTermsPage />;
  return null;
}
