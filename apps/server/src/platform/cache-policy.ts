/**
 * Cache-Control values for JSON answers. The service worker keeps a copy (to show offline) only of
 * answers marked `public`; everything that depends on who asks is `private` and never lands in its
 * cache, nor in a shared proxy's.
 */

/** The same for everyone (site settings, master data, committee): kept, revalidated on every use. */
export const PUBLIC_REVALIDATE = "public, no-cache";
/**
 * Depends on the viewer, revalidated on every use with its ETag (platform/json-etag.ts): kept by this
 * browser only, never by shared caches or the service worker (profile lists and details).
 */
export const PRIVATE_REVALIDATE = "private, no-cache";
/** Depends on the viewer: neither kept by shared caches nor by the service worker. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Sent when a session ends or another begins on this browser (logout, sign-in): the browser drops its
 * HTTP cache for the site, so the photos the previous member looked at cannot be read back from it.
 * (The service worker never keeps them in the first place.)
 */
export const CLEAR_SITE_DATA = { name: "clear-site-data", value: '"cache"' } as const;
