import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteImagesResponse } from "@vv/shared/site-content";
import { api } from "../../lib/api";

/** Kept apart from the admin mutations: the home page loads this on its first paint. */
export const SITE_IMAGES_KEY = ["site-images"] as const;

/** Carousel and gallery images managed by admins (empty lists: use the bundled artwork). */
export const siteImagesQuery = queryOptions({
  queryKey: SITE_IMAGES_KEY,
  queryFn: ({ signal }) => api.get<SiteImagesResponse>("/site-images", signal),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export function useSiteImages() {
  return useQuery(siteImagesQuery);
}
