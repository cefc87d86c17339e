import { type Page, page } from "./lazy-page";
import { routeArea } from "./route-area";

/** The committee's screens: a route area (route-area.tsx), kept off every family's first load. */
const melavaAdmin = () => import("../features/melava/admin/pages");
const Dashboard = page(() => import("../features/dashboard/DashboardPage").then((m) => m.DashboardPage));

export const ADMIN_PAGES: [string, Page][] = [
  ["admin", Dashboard],
  ["dashboard/*", Dashboard],
  ["admin/audit", page(() => import("../features/dashboard/AuditPage").then((m) => m.AuditPage))],
  [
    "get-contact-us",
    page(() => import("../features/contact/ContactMessagesPage").then((m) => m.ContactMessagesPage)),
  ],
  ["users", page(() => import("../features/users-admin/UserListPage").then((m) => m.UserListPage))],
  [
    "user-details",
    page(() => import("../features/users-admin/UserDetailsPage").then((m) => m.UserDetailsPage)),
  ],
  [
    "admin/payments",
    page(() => import("../features/payments/admin/AdminPaymentsPage").then((m) => m.AdminPaymentsPage)),
  ],
  [
    "committee-member-create",
    page(() => import("../features/committee/CommitteeFormPage").then((m) => m.CommitteeFormPage)),
  ],
  ["admin/settings", page(() => import("../features/site-admin/SettingsPage").then((m) => m.SettingsPage))],
  ["admin/content", page(() => import("../features/site-admin/ContentPage").then((m) => m.ContentPage))],
  ["admin/melava", page(() => melavaAdmin().then((m) => m.AdminMelavaListPage), ["melava"])],
  ["admin/melava/:id", page(() => melavaAdmin().then((m) => m.AdminMelavaPage), ["melava"])],
  ["admin/melava/:id/desk", page(() => melavaAdmin().then((m) => m.DeskPage), ["melava"])],
  ["admin/melava/:id/stage", page(() => melavaAdmin().then((m) => m.StagePage), ["melava"])],
  ["admin/jobs", page(() => import("../features/jobs/AdminJobsPage").then((m) => m.AdminJobsPage))],
  [
    "admin/business",
    page(() => import("../features/business/AdminBusinessPage").then((m) => m.AdminBusinessPage)),
  ],
  [
    "admin/duplicates",
    page(() => import("../features/approvals/DuplicatesPage").then((m) => m.DuplicatesPage), ["approvals"]),
  ],
  [
    "admin/success-stories",
    page(() => import("../features/stories/pages").then((m) => m.AdminStoriesPage), ["stories", "dashboard"]),
  ],
];

export const adminArea = routeArea(ADMIN_PAGES);
