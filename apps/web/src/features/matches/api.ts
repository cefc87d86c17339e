import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompletenessResponse, MatchesResponse, WhoViewedResponse } from "@vv/shared/matches";
import type { PartnerPreferences, PreferencesResponse } from "@vv/shared/preferences";
import { api, apiRequest } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";

export const matchKeys = {
  all: ["matches"] as const,
  preferences: (profileId: number) => ["matches", "preferences", profileId] as const,
  list: (profileId: number, query: string, lang: string) =>
    ["matches", "list", profileId, query, lang] as const,
  views: (profileId: number, lang: string) => ["matches", "views", profileId, lang] as const,
};

export function usePreferences(profileId: number | undefined) {
  return useQuery({
    queryKey: matchKeys.preferences(profileId ?? 0),
    queryFn: ({ signal }) => api.get<PreferencesResponse>(`/preferences/${profileId}`, signal),
    enabled: profileId !== undefined,
    staleTime: 0,
  });
}

/** Errors are shown by the form (fields) or as a snackbar by the caller; hence silent. */
export function useSavePreferences(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerPreferences) =>
      apiRequest<{ message: string }>(`/preferences/${profileId}`, { method: "PUT", body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["profiles", "mine"] });
    },
    meta: { silent: true },
  });
}

export function useMatches(profileId: number | undefined, query: string) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: matchKeys.list(profileId ?? 0, query, lang),
    queryFn: ({ signal }) => api.get<MatchesResponse>(`/matches/${profileId}${query}`, signal),
    enabled: profileId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useWhoViewed(profileId: number | undefined) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: matchKeys.views(profileId ?? 0, lang),
    queryFn: ({ signal }) => api.get<WhoViewedResponse>(`/profiles/${profileId}/viewers`, signal),
    enabled: profileId !== undefined,
  });
}

export function useCompleteness(profileId: number) {
  return useQuery({
    queryKey: ["matches", "completeness", profileId] as const,
    queryFn: ({ signal }) => api.get<CompletenessResponse>(`/profiles/${profileId}/completeness`, signal),
  });
}

/** Whether the family of the profile on screen viewed one of ours lately. */
export function viewedUsQuery(slug: string) {
  return queryOptions({
    queryKey: ["matches", "viewed-us", slug] as const,
    queryFn: ({ signal }) =>
      api.get<{ viewed: { at: string; profileName: string } | null }>(
        `/profiles/${encodeURIComponent(slug)}/viewed-us`,
        signal,
      ),
    meta: { silent: true },
  });
}

export function useViewedUs(slug: string, enabled = true) {
  return useQuery({ ...viewedUsQuery(slug), enabled });
}
