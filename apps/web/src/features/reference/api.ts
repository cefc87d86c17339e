import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MasterData } from "@vv/shared/master-data";
import { api } from "../../lib/api";

/** The reference lists (states and districts, educations, …) from GET /master-data, cached long. */
export const masterDataQuery = queryOptions({
  queryKey: ["master-data"],
  queryFn: ({ signal }) => api.get<MasterData>("/master-data", signal),
  staleTime: 60 * 60_000,
  gcTime: 24 * 60 * 60_000,
});

export function useMasterData() {
  return useQuery(masterDataQuery);
}
