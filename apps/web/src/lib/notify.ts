import { notifications } from "@mantine/notifications";
import { NOTIFY_MS } from "@vv/shared";

/** Snackbars per SPEC §8–9: red for errors, green otherwise; durations from shared constants. */
export function notifyError(message: string, autoClose: number = NOTIFY_MS.standard) {
  notifications.show({ color: "red", message, autoClose, withBorder: true });
}

export function notifySuccess(message: string, autoClose: number = NOTIFY_MS.standard) {
  notifications.show({ color: "green", message, autoClose, withBorder: true });
}

export function notifyValidation(message: string) {
  notifyError(message, NOTIFY_MS.validation);
}
