import { NOTIFY_MS } from "@vv/shared/constants";

/**
 * Snackbars per–9: red for errors, green otherwise; durations from shared constants.
 * The notification system loads on first use, keeping it off the first page's critical path.
 */
type NotificationsApi = typeof import("@mantine/notifications")["notifications"];
let registered: NotificationsApi | null = null;

/**
 * The mounted notification system hands itself over here, so a message never needs a download
 * at the moment it is shown: offline, a dynamic import (and its preload links) would fail, and the
 * "check your connection" message would never appear.
 */
export function registerNotifications(api: NotificationsApi) {
  registered = api;
}

async function show(color: "red" | "green", message: string, autoClose: number) {
  const notifications = registered ?? (await import("@mantine/notifications")).notifications;
  notifications.show({ color, message, autoClose, withBorder: true });
}

export function notifyError(message: string, autoClose: number = NOTIFY_MS.standard) {
  void show("red", message, autoClose);
}

export function notifySuccess(message: string, autoClose: number = NOTIFY_MS.standard) {
  void show("green", message, autoClose);
}

export function notifyValidation(message: string) {
  notifyError(message, NOTIFY_MS.validation);
}
