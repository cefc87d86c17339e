import { type Page, page } from "./lazy-page";
import { routeArea } from "./route-area";

/**
 * The community boards' inner pages (post, mine, one post, edit) and their committee review: a route
 * area (route-area.tsx). The jobs board itself stays in the router: people land on it from the home page.
 */
const JobForm = page(() => import("../features/jobs/JobFormPage").then((m) => m.JobFormPage));
const BusinessForm = page(() =>
  import("../features/business/BusinessFormPage").then((m) => m.BusinessFormPage),
);

const BOARD_PAGES: [string, Page][] = [
  ["job-updates/new", JobForm],
  ["job-updates/mine", page(() => import("../features/jobs/MyJobsPage").then((m) => m.MyJobsPage))],
  ["job-updates/:id", page(() => import("../features/jobs/JobDetailsPage").then((m) => m.JobDetailsPage))],
  ["job-updates/:id/edit", JobForm],
  ["business", page(() => import("../features/business/BusinessBoardPage").then((m) => m.BusinessBoardPage))],
  ["business/new", BusinessForm],
  ["business/mine", page(() => import("../features/business/MyBusinessPage").then((m) => m.MyBusinessPage))],
  [
    "business/:id",
    page(() => import("../features/business/BusinessDetailsPage").then((m) => m.BusinessDetailsPage)),
  ],
  ["business/:id/edit", BusinessForm],
];

export const boardsArea = routeArea(BOARD_PAGES);
