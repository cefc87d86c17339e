import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlockedList } from "@vv/shared/blocks";
import type {
  MemberWarning,
  ReportAck,
  ReportActionBody,
  ReportBody,
  ReportDetails,
  ReportListResponse,
} from "@vv/shared/reports";
import { api, apiRequest } from "../../lib/api";
import type { SubmitKey } from "../../lib/submit-key";

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      api.post<{ message: string }>(`/profiles/${encodeURIComponent(slug)}/block`),
    onSuccess: () => {
      // Marked stale, not fetched now: the blocked profile's own page is still on screen, and asking
      // for it again would answer "profile not available" in red over the successful block.
      void queryClient.invalidateQueries({ queryKey: ["profiles"], refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: ["matches"] });
      void queryClient.invalidateQueries({ queryKey: ["blocks"] });
    },
  });
}

export function useBlockedList() {
  return useQuery({
    queryKey: ["blocks"] as const,
    queryFn: ({ signal }) => api.get<BlockedList>("/blocks", signal),
  });
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.delete<{ message: string }>(`/blocks/${profileId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["blocks"] });
      void queryClient.invalidateQueries({ queryKey: ["profiles"] });
    },
  });
}

/** Field errors are shown by the form; hence silent. */
export function useReport(slug: string, submitKey: SubmitKey) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      apiRequest<ReportAck>(`/profiles/${encodeURIComponent(slug)}/reports`, {
        method: "POST",
        body,
        idempotencyKey: submitKey.current(),
      }),
    onSuccess: () => submitKey.renew(),
    meta: { silent: true },
  });
}

export function useAdminReports(status: "open" | "closed", page: number, enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "reports", status, page] as const,
    queryFn: ({ signal }) =>
      api.get<ReportListResponse>(`/admin/reports?status=${status}&page=${page}`, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useAdminReport(id: number | null) {
  return useQuery({
    queryKey: ["admin", "reports", "one", id] as const,
    queryFn: ({ signal }) => api.get<ReportDetails>(`/admin/reports/${id}`, signal),
    enabled: id !== null,
  });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReportActionBody & { id: number }) =>
      api.post<{ message: string }>(`/admin/reports/${id}/actions`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin", "reports"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}

export function useWarnings(enabled: boolean) {
  return useQuery({
    queryKey: ["warnings"] as const,
    queryFn: ({ signal }) => api.get<{ items: MemberWarning[] }>("/warnings", signal),
    enabled,
    meta: { silent: true },
  });
}

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ items: MemberWarning[] }>(`/warnings/${id}/seen`),
    onSuccess: (res) => queryClient.setQueryData(["warnings"], res),
  });
}
