/**
 * The trust-and-safety pages, one lazily loaded chunk (the router imports this module only): notifications,
 * SMS/WhatsApp choices, the Blocked list, the committee's reports queue and the interests page. Short export names keep
 * the router's entries (part of the first load) small.
 */

export { InterestsPage as interests } from "../interests/InterestsPage";
export { AdminReportsPage as reports } from "../safety/AdminReportsPage";
export { BlockedPage as blocked } from "../safety/BlockedPage";
export { NotificationSettingsPage as settings } from "./NotificationSettingsPage";
export { NotificationsPage as notifications } from "./NotificationsPage";
