import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileListResponse } from "@vv/shared/profile-views";
import { api } from "../../../lib/api";
import { profileKeys, useLanguage } from "../api";
import { apiQueryString, type ProfileFilters } from "./filters";

/** The browse list; its refusals (403 codes) are explained by the page, so no snackbar here. */
export const profileListQuery = (filters: ProfileFilters, lang: string) =>
  queryOptions({
    queryKey: profileKeys.list(apiQueryString(filters), lang),
    queryFn: ({ signal }) => api.get<ProfileListResponse>(`/profiles${apiQueryString(filters)}`, signal),
    meta: { silent: true },
  });

export function useProfileList(filters: ProfileFilters, enabled = true) {
  const lang = useLanguage();
  return useQuery({ ...profileListQuery(filters, lang), placeholderData: keepPreviousData, enabled });
}
