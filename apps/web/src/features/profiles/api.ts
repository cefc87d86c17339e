import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput } from "@vv/shared/profile";
import type {
  CreatedProfile,
  MyProfile,
  ProfileDetails,
  ProfileListResponse,
  StoredProfileForm,
} from "@vv/shared/profile-views";

export type { CreatedProfile, MyProfile, StoredProfileForm };

import { api, apiRequest } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import type { SubmitKey } from "../../lib/submit-key";
import { SESSION_QUERY_KEY } from "../auth/session";

/** Labels arrive in the viewer's language, so the language is part of every key. */
export const profileKeys = {
  all: ["profiles"] as const,
  /** `query`: the list's API query string (list/list-query.ts), so equal filters share a key. */
  list: (query: string, lang: string) => ["profiles", "list", query, lang] as const,
  mine: (lang: string) => ["profiles", "mine", lang] as const,
  details: (slug: string, lang: string) => ["profiles", "details", slug, lang] as const,
  form: (id: number) => ["profiles", "form", id] as const,
};

export function useLanguage() {
  return useTranslation().i18n.language;
}

export function useMyProfiles(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: profileKeys.mine(lang),
    queryFn: ({ signal }) => api.get<{ items: MyProfile[] }>("/profiles/mine", signal),
    select: (data) => data.items,
    enabled,
  });
}

export const profileDetailsQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: profileKeys.details(slug, lang),
    queryFn: ({ signal }) => api.get<ProfileDetails>(`/profiles/${encodeURIComponent(slug)}`, signal),
  });

export function useProfileDetails(slug: string | undefined) {
  const lang = useLanguage();
  return useQuery({ ...profileDetailsQuery(slug ?? "", lang), enabled: !!slug });
}

export function useStoredProfileForm(id: number | undefined) {
  return useQuery({
    queryKey: profileKeys.form(id ?? 0),
    queryFn: ({ signal }) => api.get<StoredProfileForm>(`/profiles/${id}/form`, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** A save that has not answered in this time is reported as a network failure (patchy mobile data). */
const SAVE_TIMEOUT_MS = 30_000;

function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException("timed out", "TimeoutError")), ms);
  return controller.signal;
}

/** Create or update; errors are shown by the form itself (fields, network), hence silent. */
export function useSaveProfile(profileId: number | undefined, submitKey?: SubmitKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) => {
      const signal = timeoutSignal(SAVE_TIMEOUT_MS);
      // A new profile carries its submit's key: "Try again" after a lost answer never makes two.
      return profileId === undefined
        ? apiRequest<CreatedProfile>("/profiles", {
            method: "POST",
            body,
            signal,
            idempotencyKey: submitKey?.current(),
          })
        : apiRequest<{ message: string }>(`/profiles/${profileId}`, { method: "PUT", body, signal });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      // A family's own profiles decide which list (brides or grooms) it browses.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    // Offline, say so at once (the form keeps every value) rather than wait silently for a signal.
    networkMode: "always",
    meta: { silent: true },
  });
}

export function useChangePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, photoId }: { profileId: number; photoId: string }) =>
      api.put<{ message: string }>(`/profiles/${profileId}/photo`, { photoId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** Adds or removes a profile from the wish list and updates every cached copy of its heart. */
export function useWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, wished }: { slug: string; wished: boolean }) =>
      api.put<{ wished: boolean; message: string }>(`/profiles/${encodeURIComponent(slug)}/wishlist`, {
        wished,
      }),
    onSuccess: (result, { slug }) => {
      queryClient.setQueriesData<ProfileListResponse>({ queryKey: ["profiles", "list"] }, (data) =>
        data
          ? {
              ...data,
              items: data.items.map((p) => (p.slug === slug ? { ...p, isWishlisted: result.wished } : p)),
            }
          : data,
      );
      queryClient.setQueriesData<ProfileDetails>({ queryKey: ["profiles", "details"] }, (data) =>
        data && data.slug === slug ? { ...data, isWishlisted: result.wished } : data,
      );
      // A wish-list-only view must drop (or regain) the card.
      void queryClient.invalidateQueries({
        queryKey: ["profiles", "list"],
        predicate: (q) => String(q.queryKey[2]).includes("wishlist=1"),
      });
    },
  });
}
