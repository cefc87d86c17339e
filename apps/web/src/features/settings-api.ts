import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@vv/shared/settings";
import { api } from "../lib/api";

export const siteConfigQuery = queryOptions({
  queryKey: ["site-config"],
  queryFn: ({ signal }) => api.get<PublicConfig>("/config", signal),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
