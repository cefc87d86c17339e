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

/** Bride and groom profiles (SPEC §2): each page under both of its addresses. */
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
        ...boardRoutes,
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
