/**
 * Registers the service worker (production builds only; loaded after the page) and announces a new
 * release when one is waiting. The waiting release takes over only when the member taps "Reload":
 * until then this page keeps every chunk of its own release, so old and new code never mix.
 */
import { Workbox } from "workbox-window";
import { announceUpdate } from "./update-state";

const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * How long "Reload" waits for the new release to take over before reloading anyway. Chromium (156)
 * leaves the new release waiting for good when the old one was still serving a file at the moment
 * of the tap (the member's first tap loads the toast chunk): it stops and restarts the old worker
 * and never retries. A reload still lets the release that was told to skip waiting take over.
 */
export const TAKEOVER_WAIT_MS = 3000;

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
    let reloading = false;
    const reload = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    // The new release's first control of the page (this tab's "Reload" or another tab's) reloads it,
    // so old and new chunks never mix.
    wb.addEventListener("controlling", (event) => {
      if (event.isUpdate) reload();
    });
    announceUpdate(() => {
      wb.messageSkipWaiting();
      window.setTimeout(reload, TAKEOVER_WAIT_MS);
    });
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
