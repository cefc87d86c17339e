import type {
  ProfileDetails as DetailsAnswer,
  ProfileListResponse as ListAnswer,
} from "@vv/shared/profile-views";
import { BrowserRouter, matchRoutes, Navigate, Route, Routes } from "react-router";
import { CARD_PHOTO_SIZES, cardSrcSet, EAGER_CARDS } from "../components/photo-sources";
import { prefetchGet } from "../lib/api";
import { BASE_PATH } from "../lib/base-path";
import { preloadImage, preloadResponsiveImage } from "../lib/preload-image";
import { Layout } from "./chrome/Layout";
import { type Page, page } from "./lazy-page";
import type { RouteArea } from "./route-area";
import { RouterBridge } from "./router-bridge";

/**
 * The pages: one lazy chunk each (a phone downloads only the screen it opens), declared for
 * React Router's component routes (the data router alone weighs 16 KB gzip on every first load).
 * A page whose first screen needs an API answer starts that request together with its chunk; a
 * page names the translation namespaces of its first screen, loaded with it on the landing page.
 */
/** The id (or slug) in /profile/details/:id, /details/:id and /vadhuvar/:id. */
function detailsSlug(): string | undefined {
  const parts = window.location.pathname.split("/").filter(Boolean);
  return parts.length >= 2 ? decodeURIComponent(parts[parts.length - 1] ?? "") : undefined;
}

const ProfileForm = page(() =>
  import("../features/profiles/form/ProfileFormPage").then((m) => m.ProfileFormPage),
);
const listPage = () => import("../features/profiles/list/ProfileListPage");
const ProfileList = page(
  () => {
    // The page asks with the URL's filters in the same order; the reference lists feed the filters.
    prefetchGet(`/profiles${window.location.search}`, (answer) => {
      for (const item of (answer as ListAnswer | undefined)?.items.slice(0, EAGER_CARDS) ?? [])
        if (item.photo) preloadResponsiveImage(cardSrcSet(item.photo), CARD_PHOTO_SIZES);
    });
    prefetchGet("/master-data");
    return listPage().then((m) => m.ProfileListPage);
  },
  ["profile"],
  () => listPage().then((m) => m.primeProfileList()),
);
const MyProfiles = page(() =>
  import("../features/profiles/mine/MyProfilesPage").then((m) => m.MyProfilesPage),
);
const detailsPage = () => import("../features/profiles/details/ProfileDetailsPage");
const ProfileDetails = page(
  () => {
    const slug = detailsSlug();
    if (slug)
      prefetchGet(`/profiles/${encodeURIComponent(slug)}`, (answer) =>
        preloadImage((answer as DetailsAnswer | undefined)?.photo?.full),
      );
    // /vadhuvar/{slug} (the list's links) names the profile as the notes above its sections do.
    if (slug && window.location.pathname.includes("/vadhuvar/")) {
      prefetchGet(`/interests/with/${encodeURIComponent(slug)}`);
      prefetchGet(`/profiles/${encodeURIComponent(slug)}/viewed-us`);
    }
    return detailsPage().then((m) => m.ProfileDetailsPage);
  },
  ["profile", "interests", "privacy"],
  () => {
    const slug = detailsSlug();
    return slug ? detailsPage().then((m) => m.primeProfileDetails(slug)) : Promise.resolve();
  },
);
const notifications = (name: "notifications" | "settings" | "blocked" | "interests" | "reports") =>
  page(() => import("../features/notifications/pages").then((m) => m[name]));
const matchPages = () => import("../features/matches/pages");
const Compliance = page(() => import("../features/compliance/CompliancePage").then((m) => m.CompliancePage));

const melavaPages = () => import("../features/melava/pages");

/** One page for all of an area's addresses (route-area.tsx): it draws the area's page at the address. */
function areaPages(paths: string[], load: () => Promise<RouteArea>): [string, Page][] {
  const Screens = page(
    () => load().then((area) => area.Area),
    [],
    () => load().then((area) => area.preloadAt()),
  );
  return paths.map((path) => [path, Screens]);
}

/** The addresses of the route areas (their test keeps these lists equal to the areas' own). */
export const ADMIN_PATHS = [
  "admin",
  "dashboard/*",
  "admin/audit",
  "get-contact-us",
  "users",
  "user-details",
  "admin/payments",
  "committee-member-create",
  "admin/settings",
  "admin/content",
  "admin/melava",
  "admin/melava/:id",
  "admin/melava/:id/desk",
  "admin/melava/:id/stage",
  "admin/jobs",
  "admin/business",
  "admin/duplicates",
  "admin/success-stories",
];

export const SELDOM_PATHS = [
  "gallery",
  "contact",
  "payment",
  "payment-status/:tid",
  "committee",
  "committee-member-details",
  "melava/registrations/:id",
];

export const BOARD_PATHS = [
  "job-updates/new",
  "job-updates/mine",
  "job-updates/:id",
  "job-updates/:id/edit",
  "business",
  "business/new",
  "business/mine",
  "business/:id",
  "business/:id/edit",
];
const storyPages = () => import("../features/stories/pages");

const homePage = () => import("../features/home/HomePage");
const aboutPage = () => import("../features/community/AboutPage");
const jobsBoardPage = () => import("../features/jobs/JobsBoardPage");

const HOME = "home/:aid?";
const routes: [string, Page][] = [
  [
    HOME,
    page(
      () => homePage().then((m) => m.HomePage),
      ["pages"],
      () => homePage().then((m) => m.primeHome()),
    ),
  ],
  ["term-and-condition", page(() => import("../features/legal/TermsPage").then((m) => m.TermsPage))],
  ["privacy-policy", page(() => import("../features/legal/PrivacyPage").then((m) => m.PrivacyPage))],
  // Bride and groom profiles: each page under both of its addresses.
  ["user/create-profile", ProfileForm],
  ["registration", ProfileForm],
  ["user/bride-groom-list", ProfileList],
  ["matrimony", ProfileList],
  ["user/my-profile", MyProfiles],
  ["my-registration", MyProfiles],
  ["profile/details/:id?", ProfileDetails],
  ["details/:id?", ProfileDetails],
  ["vadhuvar/:id", ProfileDetails],
  // Matchmaking: a profile's matches and its partner preferences (one chunk).
  ["user/matches/:profileId?", page(() => matchPages().then((m) => m.MatchesPage))],
  ["user/partner-preferences/:profileId", page(() => matchPages().then((m) => m.PreferencesPage))],
  ["user/saved-searches", page(() => matchPages().then((m) => m.SavedSearchesPage))],
  // Notifications, the Blocked list, the reports queue and interests: one chunk.
  ["notifications", notifications("notifications")],
  ["notifications/settings", notifications("settings")],
  ["user/blocked", notifications("blocked")],
  ["user/interests", notifications("interests")],
  ["admin/reports", notifications("reports")],
  // Community pages: about with reviews (Our Team is in the seldom area, the admins' site screens in
  // the admin area).
  [
    "about",
    page(
      () => aboutPage().then((m) => m.AboutPage),
      ["community"],
      () => aboutPage().then((m) => m.primeAbout()),
    ),
  ],
  // The melava (introduction meet): its public pages (the committee's are in the admin area).
  ["melava", page(() => melavaPages().then((m) => m.MelavaListPage), ["melava"])],
  ["melava/:slug", page(() => melavaPages().then((m) => m.MelavaEventPage), ["melava"])],
  ["melava/:slug/booklet", page(() => melavaPages().then((m) => m.BookletPage), ["melava", "profile"])],
  // Community boards behind the home page tiles (their committee review is in the admin area).
  [
    "job-updates",
    page(
      () => jobsBoardPage().then((m) => m.JobsBoardPage),
      ["jobs"],
      () => jobsBoardPage().then((m) => m.primeJobsBoard()),
    ),
  ],
  // Their inner pages (post, mine, one post, edit) and the business board: a route area.
  ...areaPages(BOARD_PATHS, () => import("./boards-area").then((m) => m.boardsArea)),
  // Consent, grievances, data rights: one chunk picks the page by its path.
  ["accept-terms", Compliance],
  ["grievance", Compliance],
  ["grievance/status", Compliance],
  ["admin/grievances", Compliance],
  ["admin/identity", Compliance],
  ["admin/retained-registrations", Compliance],
  ["my-data", Compliance],
  // Success stories (the committee's review is in the admin area).
  ["success-stories", page(() => storyPages().then((m) => m.StoriesPage), ["stories"])],
  // The one-tap "still looking?" link from an SMS, WhatsApp message or notification.
  [
    "still-looking/:token",
    page(() => import("../features/listing/StillLookingPage").then((m) => m.StillLookingPage), ["listing"]),
  ],
  // Pages few land on (the gallery, contact, the fee, Our Team, a melava pass): a route area.
  ...areaPages(SELDOM_PATHS, () => import("./seldom-area").then((m) => m.seldomArea)),
  // The committee's screens: a route area (admin-area.tsx).
  ...areaPages(ADMIN_PATHS, () => import("./admin-area").then((m) => m.adminArea)),
  ["login", page(() => import("../features/auth/LoginPage").then((m) => m.LoginPage), ["auth"])],
  ["register", page(() => import("../features/auth/RegisterPage").then((m) => m.RegisterPage))],
  ["forgot", page(() => import("../features/auth/ForgotPage").then((m) => m.ForgotPage))],
  ["logout", page(() => import("../features/auth/LogoutPage").then((m) => m.LogoutPage))],
  ["*", page(() => import("../features/errors/NotFoundPage").then((m) => m.NotFoundPage))],
];

const basename = BASE_PATH.replace(/\/$/, "") || "/";

/** The page at the address the visitor opened (main.tsx loads it before or beside the first render). */
export function landingPage(): Page | undefined {
  const { pathname } = window.location;
  const atRoot = matchRoutes([{ path: "/" }], pathname, basename) !== null; // redirected to /home
  const matched = matchRoutes(
    routes.map(([path]) => ({ path })),
    pathname,
    basename,
  );
  const path = atRoot ? HOME : matched?.[matched.length - 1]?.route.path;
  return routes.find(([candidate]) => candidate === path)?.[1];
}

export function AppRouter() {
  return (
    <BrowserRouter basename={basename}>
      <RouterBridge />
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Navigate to="/home" replace />} />
          {routes.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
