/**
 * Registers the service worker (production builds only; loaded after the page) and announces a new
 * release when one is waiting. The waiting release takes over only when the member taps "Reload":
 * until then this page keeps every chunk of its own release, so old and new code never mix.
 */
import { registerSW } from "virtual:pwa-register";
import { announceUpdate } from "./update-state";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const applyWaiting = registerSW({
    immediate: true,
    onNeedRefresh() {
      announceUpdate(() => void applyWaiting(true));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      // A phone may keep the app open for days: look for a new release hourly and on coming back.
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
    },
  });
}
