/**
 * What the service worker may keep, decided by address and by the server's Cache-Control (pure
 * functions, shared by the worker and its tests). Paths are relative to the worker's scope, which is
 * the portal's base path.
 */
export const CACHE_NAMES = {
  api: "vv-public-api",
  photos: "vv-public-photos",
  artwork: "vv-artwork",
} as const;

/** Public GETs shown by public pages: site settings, master data, carousel/gallery, committee. */
const PUBLIC_API = /^api\/v1\/(config|master-data|site-images|committee(\/\d+)?)$/;

export function isPublicApi(pathname: string, scope: string): boolean {
  return pathname.startsWith(scope) && PUBLIC_API.test(pathname.slice(scope.length));
}

/** Any photo variant; whether it may be kept is the server's answer (public or private). */
export function isPhoto(pathname: string, scope: string): boolean {
  return pathname.startsWith(`${scope}api/v1/media/photos/`);
}

export function isPublicArtwork(pathname: string, scope: string): boolean {
  return pathname.startsWith(`${scope}artwork/`);
}

/** True only for a successful answer the server marked `public` (never `private` or `no-store`). */
export function isPublicResponse(status: number, cacheControl: string | null): boolean {
  if (status !== 200 || !cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  return directives.includes("public") && !directives.includes("private") && !directives.includes("no-store");
}

interface CacheWillUpdateArgs {
  request: Request;
  response: Response;
}

/**
 * A Workbox plugin: keeps a response only when it is public, and drops a kept copy as soon as the
 * server stops calling it public (a committee card taken down, a listing hidden, a 404).
 */
export function publicOnly(cacheName: string) {
  return {
    async cacheWillUpdate({ request, response }: CacheWillUpdateArgs): Promise<Response | null> {
      if (isPublicResponse(response.status, response.headers.get("cache-control"))) return response;
      await (await caches.open(cacheName)).delete(request);
      return null;
    },
  };
}
