import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RejectionReason, RejectionReasonInput } from "@vv/shared/rejection-reasons";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

const KEY = ["rejection-reasons"] as const;

/** The committee's bilingual rejection reasons (Settings, and the rejection dialog's choice). */
export function useRejectionReasons(enabled = true) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<{ items: RejectionReason[] }>("/admin/rejection-reasons", signal),
    enabled,
    meta: { silent: true },
  });
}

export type ReasonChange =
  | { kind: "add"; body: RejectionReasonInput }
  | { kind: "edit"; id: number; body: RejectionReasonInput }
  | { kind: "delete"; id: number };

export function useChangeReason() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ReasonChange) =>
      change.kind === "add"
        ? api.post<{ message: string }>("/admin/rejection-reasons", change.body)
        : change.kind === "edit"
          ? api.put<{ message: string }>(`/admin/rejection-reasons/${change.id}`, change.body)
          : api.delete<{ message: string }>(`/admin/rejection-reasons/${change.id}`),
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
