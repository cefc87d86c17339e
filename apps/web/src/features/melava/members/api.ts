import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MelavaBookletPage,
  MelavaBulkInterest,
  MelavaBulkInterestResult,
} from "@vv/shared/melava-members";
import { api } from "../../../lib/api";

export interface BookletFilters {
  q: string;
  gender: string;
  ageMin: string;
  ageMax: string;
  educationId: string;
  districtId: string;
}
export const NO_FILTERS: BookletFilters = {
  q: "",
  gender: "",
  ageMin: "",
  ageMax: "",
  educationId: "",
  districtId: "",
};

function queryString(f: BookletFilters) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v.trim()) params.set(k, v.trim());
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The members' digital booklet of one event (the server applies every rule and the filters). */
export const useMelavaBooklet = (slug: string, filters: BookletFilters, enabled: boolean) =>
  useQuery({
    queryKey: ["melava", "booklet", slug, filters],
    queryFn: ({ signal }) =>
      api.get<MelavaBookletPage>(
        `/melava/${encodeURIComponent(slug)}/booklet${queryString(filters)}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useSendInterests(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MelavaBulkInterest) =>
      api.post<MelavaBulkInterestResult>(`/melava/${encodeURIComponent(slug)}/booklet/interests`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ["interests"] }),
  });
}
