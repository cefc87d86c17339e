import { useQuery } from "@tanstack/react-query";
import type { SiteConfig } from "@vv/shared/settings";
import { api } from "../lib/api";

export function useSiteConfig() {
  return useQuery({
    queryKey: ["site-config"],
    queryFn: ({ signal }) => api.get<SiteConfig>("/config", signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
