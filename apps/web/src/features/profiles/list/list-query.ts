import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ProfileListResponse } from "@vv/shared/profile-views";
import { api } from "../../../lib/api";
import { profileKeys, useLanguage } from "../api";
import { apiQueryString, type ProfileFilters } from "./filters";

/** The browse list; its refusals (403 codes) are explained by the page, so no snackbar here. */
export function useProfileList(filters: ProfileFilters, enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: profileKeys.list(apiQueryString(filters), lang),
    queryFn: ({ signal }) => api.get<ProfileListResponse>(`/profiles${apiQueryString(filters)}`, signal),
    placeholderData: keepPreviousData,
    enabled,
    meta: { silent: true },
  });
}
