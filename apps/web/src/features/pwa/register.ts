/**
 * Registers the service worker (production builds only; loaded after the page) and announces a new
 * release when one is waiting. The waiting release takes over only when the member taps "Reload":
 * until then this page keeps every chunk of its own release, so old and new code never mix.
 */
import { Workbox } from "workbox-window";
import { WANT_SNACKBARS } from "../../lib/notify";
import { announceUpdate } from "./update-state";

const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * Chromium (156) leaves a new release waiting for good when it is told to take over while the old
 * one is still serving a file: it stops the old worker, restarts it for the page's requests, and never
 * activates the new one (a reload then hangs on it). A member's first tap loads the toast chunk, so a
 * tap on "Reload" did exactly that. Hence the chunk is loaded when the banner appears, and "Reload"
 * waits until no file has finished loading for QUIET_MS (at most QUIET_MAX_MS) before asking.
 */
export const QUIET_MS = 300;
export const QUIET_MAX_MS = 3000;

/** Resolves once no resource has finished loading for QUIET_MS, or after QUIET_MAX_MS. */
export function pageQuiet(now = () => performance.now()): Promise<void> {
  const loaded = () => performance.getEntriesByType("resource").length;
  const start = now();
  return new Promise((resolve) => {
    let count = loaded();
    let since = now();
    const look = () => {
      const n = loaded();
      if (n !== count) {
        count = n;
        since = now();
      }
      if (now() - since >= QUIET_MS || now() - start >= QUIET_MAX_MS) resolve();
      else setTimeout(look, 50);
    };
    setTimeout(look, 50);
  });
}

/**
 * The worker's address, absolute. Workbox tells its own install from another tab's by comparing
 * the installing worker's address with this one resolved against location.href, not <base href>:
 * the relative "./sw.js" of vite-plugin-pwa's helper became /user/sw.js on /user/… pages, so a
 * family's first visit there was taken for another tab's install and told "a new version is
 * available".
 */
export function workerAddress(baseURI = document.baseURI) {
  return { script: new URL("sw.js", baseURI).href, scope: new URL("./", baseURI).pathname };
}

export function startServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const { script, scope } = workerAddress();
  const wb = new Workbox(script, { scope });
  let announced = false;
  const announce = () => {
    if (announced) return;
    announced = true;
    // The new release's first control of the page (this tab's "Reload" or another tab's) reloads it,
    // so old and new chunks never mix.
    wb.addEventListener("controlling", (event) => {
      if (event.isUpdate) window.location.reload();
    });
    // The toast chunk now, so that the tap on "Reload" loads nothing through the old release.
    window.dispatchEvent(new Event(WANT_SNACKBARS));
    announceUpdate(() => void pageQuiet().then(() => wb.messageSkipWaiting()));
  };
  // A release waiting behind the active one, or one another tab installed meanwhile.
  wb.addEventListener("waiting", announce);
  wb.addEventListener("installed", (event) => {
    if (event.isUpdate === undefined && event.isExternal) announce();
  });
  void wb
    .register({ immediate: true })
    .then((registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      // A phone may keep the app open for days: look for a new release hourly and on coming back.
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
    })
    .catch(() => undefined);
}
