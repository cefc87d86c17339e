import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommitteeEditor } from "@vv/shared/committee";
import type { SiteConfig } from "@vv/shared/settings";
import type { SiteImageKind } from "@vv/shared/site-content";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";
import { SITE_IMAGES_KEY } from "./site-images";

export { useSiteImages } from "./site-images";

type Message = { message: string };
const EDITORS_KEY = ["committee-editors"] as const;

function useAdminMutation<V, R extends Message>(
  call: (vars: V) => Promise<R>,
  keys: readonly (readonly string[])[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useSaveSettings = () =>
  useAdminMutation(
    (settings: SiteConfig) => api.put<Message & { settings: SiteConfig }>("/admin/settings", settings),
    [["site-config"]],
  );

export function useCommitteeEditors(enabled: boolean) {
  return useQuery({
    queryKey: EDITORS_KEY,
    queryFn: ({ signal }) => api.get<{ items: CommitteeEditor[] }>("/admin/committee-editors", signal),
    enabled,
  });
}
export const useAddEditor = () =>
  useAdminMutation(
    (mobile: string) => api.post<Message>("/admin/committee-editors", { mobile }),
    [EDITORS_KEY],
  );
export const useRemoveEditor = () =>
  useAdminMutation((id: number) => api.delete<Message>(`/admin/committee-editors/${id}`), [EDITORS_KEY]);

export const useAddImage = () =>
  useAdminMutation(
    (body: { kind: SiteImageKind; photoId: string; captionEn: string; captionMr: string }) =>
      api.post<Message>("/admin/site-images", body),
    [SITE_IMAGES_KEY],
  );
export const useSaveCaption = () =>
  useAdminMutation(
    ({ id, captionEn, captionMr }: { id: number; captionEn: string; captionMr: string }) =>
      api.put<Message>(`/admin/site-images/${id}`, { captionEn, captionMr }),
    [SITE_IMAGES_KEY],
  );
export const useMoveImage = () =>
  useAdminMutation(
    ({ id, direction }: { id: number; direction: "up" | "down" }) =>
      api.post<Message>(`/admin/site-images/${id}/move`, { direction }),
    [SITE_IMAGES_KEY],
  );
export const useRemoveImage = () =>
  useAdminMutation((id: number) => api.delete<Message>(`/admin/site-images/${id}`), [SITE_IMAGES_KEY]);
