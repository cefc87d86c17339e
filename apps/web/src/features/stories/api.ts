import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminStory,
  FamilyStory,
  StoriesResponse,
  StoryConsent,
  StoryDecision,
  StoryInput,
} from "@vv/shared/stories";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

/** Published stories (the public page, the home page's few). */
export function useStories(page: number, limit?: number) {
  return useQuery({
    queryKey: ["stories", "published", page, limit ?? null],
    queryFn: ({ signal }) =>
      api.get<StoriesResponse>(`/stories?page=${page}${limit ? `&limit=${limit}` : ""}`, signal),
    placeholderData: keepPreviousData,
    meta: { silent: limit !== undefined },
  });
}

const familyKey = (profileId: number) => ["stories", "family", profileId];

/** The story of a profile we manage: ours, or the other family's asking for our agreement. */
export function useFamilyStory(profileId: number) {
  return useQuery({
    queryKey: familyKey(profileId),
    queryFn: ({ signal }) => api.get<FamilyStory>(`/profiles/${profileId}/story`, signal),
    meta: { silent: true },
  });
}

export type StoryAction =
  | { kind: "write"; body: StoryInput }
  | { kind: "consent"; storyId: number; body: StoryConsent }
  | { kind: "withdraw"; storyId: number };

/** Write, agree/decline or withdraw; the answer replaces the shown story. */
export function useStoryAction(profileId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: StoryAction) =>
      action.kind === "write"
        ? api.post<{ message: string; story: FamilyStory }>(`/profiles/${profileId}/story`, action.body)
        : action.kind === "consent"
          ? api.post<{ message: string; story: FamilyStory }>(
              `/stories/${action.storyId}/consent`,
              action.body,
            )
          : api.delete<{ message: string; story: FamilyStory }>(`/stories/${action.storyId}`),
    onSuccess: (res) => {
      client.setQueryData(familyKey(profileId), res.story);
      notifySuccess(res.message);
      void client.invalidateQueries({ queryKey: ["stories", "published"] });
    },
  });
}

export function useStoryQueue(enabled: boolean) {
  return useQuery({
    queryKey: ["stories", "queue"],
    queryFn: ({ signal }) => api.get<{ items: AdminStory[] }>("/admin/stories", signal),
    enabled,
    staleTime: 0,
  });
}

export function useStoryDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StoryDecision }) =>
      api.post<{ message: string }>(`/admin/stories/${id}/decision`, body),
    onSuccess: (res) => {
      notifySuccess(res.message);
      void client.invalidateQueries({ queryKey: ["stories"] });
      void client.invalidateQueries({ queryKey: ["admin-dashboard"] });
    },
  });
}
