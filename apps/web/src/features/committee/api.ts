import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CommitteeAction,
  CommitteeDetails,
  CommitteeList,
  CommitteeMemberInput,
} from "@vv/shared/committee";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

type Message = { message: string };
const KEY = ["committee"] as const;

export function useCommittee(regionId: number | null) {
  return useQuery({
    queryKey: [...KEY, "list", regionId ?? "all"],
    queryFn: ({ signal }) =>
      api.get<CommitteeList>(`/committee${regionId ? `?regionId=${regionId}` : ""}`, signal),
  });
}

export function useCommitteeMember(id: number | null) {
  return useQuery({
    queryKey: [...KEY, "member", id],
    queryFn: ({ signal }) => api.get<CommitteeDetails>(`/committee/${id}`, signal),
    enabled: id !== null,
  });
}

function useCommitteeMutation<V, R extends Message>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useSaveCommitteeMember = () =>
  useCommitteeMutation(({ id, input }: { id: number | null; input: CommitteeMemberInput }) =>
    id === null
      ? api.post<Message & { id: number }>("/committee", input)
      : api.put<Message & { id: number }>(`/committee/${id}`, input),
  );

export const useChangeCommitteePhoto = () =>
  useCommitteeMutation(({ id, photoId }: { id: number; photoId: string }) =>
    api.put<Message>(`/committee/${id}/photo`, { photoId }),
  );

export const useCommitteeAction = () =>
  useCommitteeMutation(({ id, action }: { id: number; action: CommitteeAction }) =>
    api.post<Message>(`/committee/${id}/actions`, { action }),
  );
