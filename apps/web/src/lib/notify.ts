import { NOTIFY_MS } from "@vv/shared/constants";

/**
 * Snackbars per–9: red for errors, green otherwise; durations from shared constants.
 * The notification system (10 KB) loads when the visitor first acts (a tap or a key: every message
 * but a background failure answers an action), when the connection drops, or at the first message,
 * so a page that is only read never downloads it (app/App.tsx mounts it).
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

/** The event that asks the app to mount the notification system (app/App.tsx listens). */
export const WANT_SNACKBARS = "vv-want-snackbars";
let wanted = false;
/** Whether a message has asked for the notification system already. */
export const snackbarsWanted = () => wanted;

/** Messages on screen, with when they were shown (leavePage hides those of the page left behind). */
const shown = new Map<string, number>();
let nextId = 0;
/**
 * A message belongs to the page left behind when the visitor acted (a tap or a key) after it
 * appeared: a wrong OTP, then a tap on "Sign up". A message that came after the last action is that
 * action's answer ("Signed in", "User approved.") and travels with the page change it caused, however
 * many redirects and chunk downloads that change takes on a slow phone. After STALE_MS any message goes.
 */
export const STALE_MS = 30_000;
let lastActionAt = 0;
if (typeof window !== "undefined")
  for (const type of ["pointerdown", "keydown"])
    window.addEventListener(type, () => (lastActionAt = Date.now()), { capture: true, passive: true });

async function show(color: "red" | "green", message: string, autoClose: number) {
  // Shown before the system is mounted, a message waits in its store and appears when it mounts.
  if (!registered && !wanted) {
    wanted = true;
    window.dispatchEvent(new Event(WANT_SNACKBARS));
  }
  const notifications = registered ?? (await import("@mantine/notifications")).notifications;
  const id = `vv-note-${++nextId}`;
  shown.set(id, Date.now());
  notifications.show({ id, color, message, autoClose, withBorder: true, onClose: () => shown.delete(id) });
}

/** The page changed: hides what the previous page said, keeps what the change itself said. */
export function leavePage(now = Date.now()) {
  if (!registered) return;
  for (const [id, at] of shown) {
    if (at >= lastActionAt && now - at < STALE_MS) continue;
    shown.delete(id);
    registered.hide(id);
  }
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
