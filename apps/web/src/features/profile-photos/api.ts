import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManagedPhotosResponse } from "@vv/shared/profile-photos";
import { api } from "../../lib/api";
import { profileKeys } from "../profiles/api";

export type { ManagedPhoto, ManagedPhotosResponse } from "@vv/shared/profile-photos";

type Changed = ManagedPhotosResponse & { message: string };

export const photoKeys = { of: (profileId: number) => ["profile-photos", profileId] as const };

export function useManagedPhotos(profileId: number) {
  return useQuery({
    queryKey: photoKeys.of(profileId),
    queryFn: ({ signal }) => api.get<ManagedPhotosResponse>(`/profiles/${profileId}/photos`, signal),
  });
}

/** Add, delete or reorder: the answer is the new gallery; cards and details show the new main photo. */
export function usePhotoChange(profileId: number) {
  const queryClient = useQueryClient();
  const done = (data: Changed) => {
    queryClient.setQueryData(photoKeys.of(profileId), data);
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  };
  // A refused change (another device changed the photos) is followed by the list as it now is.
  const settle = () => void queryClient.invalidateQueries({ queryKey: photoKeys.of(profileId) });
  const base = `/profiles/${profileId}/photos`;
  return {
    add: useMutation({
      mutationFn: (photoId: string) => api.post<Changed>(base, { photoId }),
      onSuccess: done,
      onError: settle,
      // The uploader shows the refusal beside its button.
      meta: { silent: true },
    }),
    remove: useMutation({
      mutationFn: (photoId: string) => api.delete<Changed>(`${base}/${photoId}`),
      onSuccess: done,
      onError: settle,
    }),
    reorder: useMutation({
      mutationFn: (photoIds: string[]) => api.put<Changed>(`${base}/order`, { photoIds }),
      onSuccess: done,
      onError: settle,
    }),
  };
}
