/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file).
 *
 * - The app shell (index.html, every JS/CSS chunk, the fonts, the locale files, icons) is precached
 *   per release: a reload offline opens the portal's own layout, and a page keeps the chunks of its
 *   own release until the member accepts the new one (no mix of old and new chunks).
 * - Public answers are kept only when the server marked them `public`. Photos and artwork (bytes that
 *   never change under one address) are served stale-while-revalidate. Public JSON (site settings,
 *   master data, carousel and gallery lists, committee) is asked of the network first and served from
 *   the copy when the network fails or takes more than 4 s: an admin who just saved the settings sees
 *   them at once, a family on a dead connection still sees the contact details.
 * - Everything else, above all member data (profiles, contact details, interests, notifications,
 *   /auth/me, members' photos), is never handled here: it goes to the network, and is not kept.
 * - Web Push: a message the member allowed on this device is shown as a notification even with the
 *   portal closed; a tap opens its page (features/pwa/push-message.ts), focusing an open tab first.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { CACHE_NAMES, isPhoto, isPublicApi, isPublicArtwork, publicOnly } from "./features/pwa/cache-rules";
import { shownNotification } from "./features/pwa/push-message";

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const scope = new URL(self.registration.scope).pathname;
const escaped = scope.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Every client route is the same page: the precached index.html of this release.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    // Not the API (its docs, the payment sandbox's checkout), nor files opened directly (an image).
    denylist: [new RegExp(`^${escaped}api/`), /\/[^/?]+\.[a-z0-9]{2,12}(\?.*)?$/i],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === "GET" && isPublicApi(url.pathname, scope),
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    networkTimeoutSeconds: 4,
    plugins: [publicOnly(CACHE_NAMES.api)],
  }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isPhoto(url.pathname, scope),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.photos,
    plugins: [
      publicOnly(CACHE_NAMES.photos),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 86400 }),
    ],
  }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isPublicArtwork(url.pathname, scope),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.artwork,
    plugins: [publicOnly(CACHE_NAMES.artwork), new ExpirationPlugin({ maxEntries: 40 })],
  }),
);

self.addEventListener("push", (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // not JSON: shown with the portal's name and the notifications page
  }
  const { title, options } = shownNotification(data, self.registration.scope);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? self.registration.scope;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = open.find((c) => c.url.startsWith(self.registration.scope));
      if (tab) {
        await tab.focus();
        await tab.navigate(url).catch(() => undefined);
      } else await self.clients.openWindow(url);
    })(),
  );
});

// The page asks for the waiting release when the member taps "Reload".
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// The first install takes the open page at once; later releases wait for the member's "Reload".
clientsClaim();
