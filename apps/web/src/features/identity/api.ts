import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  IdDocumentType,
  IdentityDecisionBody,
  IdentityQueue,
  IdentityStatus,
} from "@vv/shared/identity";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";
import { uploadFile } from "../../lib/upload";

const statusKey = (profileId: number) => ["identity", "status", profileId];

/** The identity check of a profile the member manages (never the document). */
export function useIdentityStatus(profileId: number) {
  return useQuery({
    queryKey: statusKey(profileId),
    queryFn: ({ signal }) => api.get<IdentityStatus>(`/identity/profiles/${profileId}`, signal),
  });
}

export function useUploadIdentity(profileId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: IdDocumentType; file: File }) =>
      uploadFile<{ message: string; status: IdentityStatus }>(
        `/identity/profiles/${profileId}/document?type=${type}`,
        file,
        { fileName: file.name },
      ),
    onSuccess: (res) => {
      client.setQueryData(statusKey(profileId), res.status);
      notifySuccess(res.message);
    },
  });
}

export function useIdentityQueue(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ["admin-identity", page],
    queryFn: ({ signal }) => api.get<IdentityQueue>(`/admin/identity?page=${page}`, signal),
    enabled,
  });
}

export function useIdentityDecision(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentityDecisionBody) =>
      api.post<{ message: string }>(`/admin/identity/${id}/decision`, body),
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ["admin-identity"] });
      void client.invalidateQueries({ queryKey: ["admin-dashboard"] });
    },
  });
}
