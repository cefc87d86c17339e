/** The notification pages, one lazily loaded chunk (the router imports this module only). */
export { NotificationSettingsPage } from "./NotificationSettingsPage";
export { NotificationsPage } from "./NotificationsPage";
