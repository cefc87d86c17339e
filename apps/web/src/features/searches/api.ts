import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SavedSearch,
  SavedSearchCreate,
  SavedSearchList,
  ShortlistedUsResponse,
  ShortlistSetting,
} from "@vv/shared/saved-searches";
import { api } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";

const listKey = ["saved-searches"] as const;
type Saved = { item: SavedSearch; message: string };

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.get<SavedSearchList>("/saved-searches", signal),
    enabled,
  });
}

/** Errors are shown by the form (the name) or as a snackbar by the caller; hence silent. */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchCreate) => api.post<Saved>("/saved-searches", body),
    onSuccess: (res) => {
      notifySuccess(res.message);
      void client.invalidateQueries({ queryKey: listKey });
    },
    meta: { silent: true },
  });
}

export function useRenameSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.patch<Saved>(`/saved-searches/${id}`, { name }),
    onSuccess: (res) => {
      notifySuccess(res.message);
      void client.invalidateQueries({ queryKey: listKey });
    },
    meta: { silent: true },
  });
}

export function useDeleteSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/saved-searches/${id}`),
    onSuccess: (res) => {
      notifySuccess(res.message);
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** Opening marks the search's new profiles as seen; the caller then shows the list with its filters. */
export function useOpenSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Saved>(`/saved-searches/${id}/open`),
    onSuccess: () => void client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useShortlistedUs(profileId: number, page: number) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ["shortlisted-us", profileId, page, lang] as const,
    queryFn: ({ signal }) =>
      api.get<ShortlistedUsResponse>(`/profiles/${profileId}/shortlisted-by?page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShortlistSetting() {
  return useQuery({
    queryKey: ["shortlist-setting"] as const,
    queryFn: ({ signal }) => api.get<ShortlistSetting>("/shortlists/setting", signal),
  });
}

export function useSaveShortlistSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shown: boolean) =>
      api.put<ShortlistSetting & { message: string }>("/shortlists/setting", { shown }),
    onSuccess: (res) => {
      client.setQueryData(["shortlist-setting"], { shown: res.shown });
      notifySuccess(res.message);
    },
  });
}
