import { lazy } from "react";
import { useLocation } from "react-router";

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const AcceptTermsPage = page(() => import("./AcceptTermsPage"), "AcceptTermsPage");
const GrievancePage = page(() => import("./GrievancePage"), "GrievancePage");
const GrievanceStatusPage = page(() => import("./GrievanceStatusPage"), "GrievanceStatusPage");
const MyDataPage = page(() => import("./MyDataPage"), "MyDataPage");
const AdminGrievancesPage = page(() => import("./AdminGrievancesPage"), "AdminGrievancesPage");
const AdminRetainedPage = page(() => import("./AdminRetainedPage"), "AdminRetainedPage");
const AdminIdentityPage = page(() => import("../identity/AdminIdentityPage"), "AdminIdentityPage");

/** The compliance pages (grievances, My data, identity, retained registrations) behind one route entry each (the first-load router stays small). */
export function CompliancePage() {
  const { pathname } = useLocation();
  if (pathname.endsWith("/accept-terms")) return <AcceptTermsPage />;
  if (pathname.endsWith("/grievance/status")) return <GrievanceStatusPage />;
  if (pathname.endsWith("/grievance")) return <GrievancePage />;
  if (pathname.endsWith("/admin/grievances")) return <AdminGrievancesPage />;
  if (pathname.endsWith("/admin/identity")) return <AdminIdentityPage />;
  if (pathname.endsWith("/admin/retained-registrations")) return <AdminRetainedPage />;
  if (pathname.endsWith("/my-data")) return <MyDataPage />;
  return null;
}
