import { adminJobItemSchema } from "@vv/shared/jobs";
import { boardAdminRoutes } from "../boards/admin-routes";

/** Committee review of job posts (the board module's admin routes, for /admin/jobs). */
export const jobAdminRoutes = boardAdminRoutes({
  path: "/admin/jobs",
  noun: "job post",
  itemSchema: adminJobItemSchema,
  service: (app) => app.services.jobs,
});
