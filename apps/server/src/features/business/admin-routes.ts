import { adminBusinessItemSchema } from "@vv/shared/business";
import { boardAdminRoutes } from "../boards/admin-routes";

/** Committee review of business listings (the board module's admin routes, for /admin/business). */
export const businessAdminRoutes = boardAdminRoutes({
  path: "/admin/business",
  noun: "business listing",
  itemSchema: adminBusinessItemSchema,
  service: (app) => app.services.business,
});
