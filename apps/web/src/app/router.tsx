import { createBrowserRouter, Navigate } from "react-router";
import { BASE_PATH } from "../lib/base-path";
import { Layout } from "./chrome/Layout";
import { RouteError } from "./RouteError";

const profileForm = () =>
  import("../features/profiles/form/ProfileFormPage").then((m) => ({ Component: m.ProfileFormPage }));
const profileList = () =>
  import("../features/profiles/list/ProfileListPage").then((m) => ({ Component: m.ProfileListPage }));
const myProfiles = () =>
  import("../features/profiles/mine/MyProfilesPage").then((m) => ({ Component: m.MyProfilesPage }));
const profileDetails = () =>
  import("../features/profiles/details/ProfileDetailsPage").then((m) => ({
    Component: m.ProfileDetailsPage,
  }));

const dashboard = () =>
  import("../features/dashboard/DashboardPage").then((m) => ({ Component: m.DashboardPage }));

/** Admin dashboard (issue 5) under its public addresses, the audit log, and the contact inbox. */
const adminRoutes = [
  { path: "admin", lazy: dashboard },
  { path: "dashboard/*", lazy: dashboard },
  {
    path: "admin/audit",
    lazy: () => import("../features/dashboard/AuditPage").then((m) => ({ Component: m.AuditPage })),
  },
  {
    path: "get-contact-us",
    lazy: () =>
      import("../features/contact/ContactMessagesPage").then((m) => ({ Component: m.ContactMessagesPage })),
  },
];

/** Registration fee and the committee's ledger. */
const paymentRoutes = [
  {
    path: "payment",
    lazy: () => import("../features/payments/PaymentPage").then((m) => ({ Component: m.PaymentPage })),
  },
  {
    path: "payment-status/:tid",
    lazy: () =>
      import("../features/payments/PaymentStatusPage").then((m) => ({ Component: m.PaymentStatusPage })),
  },
  {
    path: "admin/payments",
    lazy: () =>
      import("../features/payments/admin/AdminPaymentsPage").then((m) => ({
        Component: m.AdminPaymentsPage,
      })),
  },
];

/** Bride and groom profiles: each page under both of its addresses. */
const profileRoutes = [
  { path: "user/create-profile", lazy: profileForm },
  { path: "registration", lazy: profileForm },
  { path: "user/bride-groom-list", lazy: profileList },
  { path: "matrimony", lazy: profileList },
  { path: "user/my-profile", lazy: myProfiles },
  { path: "my-registration", lazy: myProfiles },
  { path: "profile/details/:id?", lazy: profileDetails },
  { path: "details/:id?", lazy: profileDetails },
  { path: "vadhuvar/:id", lazy: profileDetails },
];

/** Notifications, the Blocked list, the reports queue and interests (issue 14): one chunk. */
const notificationRoutes = (
  [
    ["notifications", "notifications"],
    ["notifications/settings", "settings"],
    ["user/blocked", "blocked"],
    ["user/interests", "interests"],
    ["admin/reports", "reports"],
  ] as const
).map(([path, name]) => ({
  path,
  lazy: () => import("../features/notifications/pages").then((m) => ({ Component: m[name] })),
}));

/** Matchmaking (issue 16): a profile's matches and its partner preferences (one chunk). */
const matchPages = () => import("../features/matches/pages");
const matchRoutes = [
  { path: "user/matches/:profileId?", lazy: () => matchPages().then((m) => ({ Component: m.MatchesPage })) },
  {
    path: "user/partner-preferences/:profileId",
    lazy: () => matchPages().then((m) => ({ Component: m.PreferencesPage })),
  },
];

/** Community pages (issue 7): about with reviews, Our Team, and the admins' site screens. */
const communityRoutes = [
  {
    path: "about",
    lazy: () => import("../features/community/AboutPage").then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: "committee",
    lazy: () => import("../features/committee/CommitteePage").then((m) => ({ Component: m.CommitteePage })),
  },
  {
    path: "committee-member-details",
    lazy: () =>
      import("../features/committee/CommitteeDetailsPage").then((m) => ({
        Component: m.CommitteeDetailsPage,
      })),
  },
  {
    path: "committee-member-create",
    lazy: () =>
      import("../features/committee/CommitteeFormPage").then((m) => ({ Component: m.CommitteeFormPage })),
  },
  {
    path: "admin/settings",
    lazy: () => import("../features/site-admin/SettingsPage").then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: "admin/content",
    lazy: () => import("../features/site-admin/ContentPage").then((m) => ({ Component: m.ContentPage })),
  },
];

const jobForm = () => import("../features/jobs/JobFormPage").then((m) => ({ Component: m.JobFormPage }));
const businessForm = () =>
  import("../features/business/BusinessFormPage").then((m) => ({ Component: m.BusinessFormPage }));

/** Community boards behind the home page tiles (issue 8), and their committee review. */
const boardRoutes = [
  {
    path: "job-updates",
    lazy: () => import("../features/jobs/JobsBoardPage").then((m) => ({ Component: m.JobsBoardPage })),
  },
  { path: "job-updates/new", lazy: jobForm },
  {
    path: "job-updates/mine",
    lazy: () => import("../features/jobs/MyJobsPage").then((m) => ({ Component: m.MyJobsPage })),
  },
  {
    path: "job-updates/:id",
    lazy: () => import("../features/jobs/JobDetailsPage").then((m) => ({ Component: m.JobDetailsPage })),
  },
  { path: "job-updates/:id/edit", lazy: jobForm },
  {
    path: "business",
    lazy: () =>
      import("../features/business/BusinessBoardPage").then((m) => ({ Component: m.BusinessBoardPage })),
  },
  { path: "business/new", lazy: businessForm },
  {
    path: "business/mine",
    lazy: () => import("../features/business/MyBusinessPage").then((m) => ({ Component: m.MyBusinessPage })),
  },
  {
    path: "business/:id",
    lazy: () =>
      import("../features/business/BusinessDetailsPage").then((m) => ({ Component: m.BusinessDetailsPage })),
  },
  { path: "business/:id/edit", lazy: businessForm },
  {
    path: "admin/jobs",
    lazy: () => import("../features/jobs/AdminJobsPage").then((m) => ({ Component: m.AdminJobsPage })),
  },
  {
    path: "admin/business",
    lazy: () =>
      import("../features/business/AdminBusinessPage").then((m) => ({ Component: m.AdminBusinessPage })),
  },
];

/** Consent, grievances, data rights (issue 15): one chunk picks the page by its path. */
const compliancePage = () =>
  import("../features/compliance/CompliancePage").then((m) => ({ Component: m.CompliancePage }));
const complianceRoutes = [
  "accept-terms",
  "grievance",
  "grievance/status",
  "admin/grievances",
  "admin/identity",
  "my-data",
].map((path) => ({ path, lazy: compliancePage }));

/** Every page is its own chunk: a phone downloads only the screen it opens. */
export const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        {
          path: "home/:aid?",
          lazy: () => import("../features/home/HomePage").then((m) => ({ Component: m.HomePage })),
        },
        {
          path: "gallery",
          lazy: () => import("../features/gallery/GalleryPage").then((m) => ({ Component: m.GalleryPage })),
        },
        {
          path: "term-and-condition",
          lazy: () => import("../features/legal/TermsPage").then((m) => ({ Component: m.TermsPage })),
        },
        {
          path: "privacy-policy",
          lazy: () => import("../features/legal/PrivacyPage").then((m) => ({ Component: m.PrivacyPage })),
        },
        ...profileRoutes,
        ...matchRoutes,
        ...notificationRoutes,
        ...adminRoutes,
        {
          path: "contact",
          lazy: () => import("../features/contact/ContactPage").then((m) => ({ Component: m.ContactPage })),
        },
        {
          path: "users",
          lazy: () =>
            import("../features/users-admin/UserListPage").then((m) => ({ Component: m.UserListPage })),
        },
        {
          path: "user-details",
          lazy: () =>
            import("../features/users-admin/UserDetailsPage").then((m) => ({ Component: m.UserDetailsPage })),
        },
        ...paymentRoutes,
        ...communityRoutes,
        ...boardRoutes,
        ...complianceRoutes,
        {
          path: "login",
          lazy: () => import("../features/auth/LoginPage").then((m) => ({ Component: m.LoginPage })),
        },
        {
          path: "register",
          lazy: () => import("../features/auth/RegisterPage").then((m) => ({ Component: m.RegisterPage })),
        },
        {
          path: "forgot",
          lazy: () => import("../features/auth/ForgotPage").then((m) => ({ Component: m.ForgotPage })),
        },
        {
          path: "logout",
          lazy: () => import("../features/auth/LogoutPage").then((m) => ({ Component: m.LogoutPage })),
        },
        {
          path: "*",
          lazy: () => import("../features/errors/NotFoundPage").then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ],
  { basename: BASE_PATH.replace(/\/$/, "") || "/" },
);
