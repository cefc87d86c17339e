/**
 * Whether this device can reach the portal: the browser's online flag, and whether the last API call
 * got through (a phone may say "online" on a mobile network that carries nothing). Components read it
 * with useConnection(); the API client reports each call's fate.
 */
import { useSyncExternalStore } from "react";

let lastCallFailed = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function browserOnline() {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/** The API client calls this after every request: false when the request never reached the server. */
export function reportReachable(reached: boolean) {
  if (lastCallFailed === !reached) return;
  lastCallFailed = !reached;
  emit();
}

export function isOffline() {
  return !browserOnline() || lastCallFailed;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onChange = () => {
    // Back online: the next call decides again whether the portal is reachable.
    if (browserOnline()) lastCallFailed = false;
    listener();
  };
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useConnection(): { offline: boolean } {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return { offline };
}
