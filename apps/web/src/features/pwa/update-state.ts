/**
 * "A new release is waiting" as a tiny store, apart from the registration code, so the first page
 * does not download the service-worker helper library.
 */
import { useSyncExternalStore } from "react";

let updateAvailable = false;
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(applyUpdate: () => void) {
  updateAvailable = true;
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

/** Activates the waiting release; the page reloads once it controls the page. */
export function reloadToUpdate() {
  apply?.();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateAvailable,
    () => false,
  );
}
