/** Report and block pages (issue 14), lazily loaded: the member's Blocked list and the admin queue. */
export { AdminReportsPage } from "./AdminReportsPage";
export { BlockedPage } from "./BlockedPage";
