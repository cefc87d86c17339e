import { NOTIFY_MS } from "@vv/shared/constants";

/**
 * Snackbars per SPEC §8–9: red for errors, green otherwise; durations from shared constants.
 * The notification system loads on first use, keeping it off the first page's critical path.
 */
async function show(color: "red" | "green", message: string, autoClose: number) {
  const { notifications } = await import("@mantine/notifications");
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
