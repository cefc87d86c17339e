import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApprovalListResponse,
  ApprovalRow,
  ApprovalTab,
  AuditResponse,
  ProfileAction,
} from "@vv/shared/approvals";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

export type SortKey = "createdAt" | "registrationNumber" | "name";
export type SortDir = "asc" | "desc";

export interface ApprovalQuery {
  tab: ApprovalTab;
  page: number;
  q: string;
  sort: SortKey;
  dir: SortDir;
}

export const approvalKeys = {
  all: ["approvals"] as const,
  list: (query: ApprovalQuery) => ["approvals", "list", query] as const,
  audit: (profileId: number) => ["approvals", "audit", profileId] as const,
  row: (profileId: number) => ["approvals", "row", profileId] as const,
};

export function approvalQueryString(query: ApprovalQuery): string {
  const params = new URLSearchParams({
    tab: query.tab,
    page: String(query.page),
    sort: query.sort,
    dir: query.dir,
  });
  if (query.q) params.set("q", query.q);
  return `?${params.toString()}`;
}

/** One tab's page (5 rows) and the live counts of all tabs; the previous page stays while paging. */
export function useApprovalList(query: ApprovalQuery) {
  return useQuery({
    queryKey: approvalKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<ApprovalListResponse>(`/admin/profiles${approvalQueryString(query)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One profile's row and its applicable actions, for the details page's admin buttons. */
export function useApprovalRow(profileId: number) {
  return useQuery({
    queryKey: approvalKeys.row(profileId),
    queryFn: ({ signal }) => api.get<ApprovalRow>(`/admin/profiles/${profileId}`, signal),
    staleTime: 0,
  });
}

export function useAudit(profileId: number | null) {
  return useQuery({
    queryKey: approvalKeys.audit(profileId ?? 0),
    queryFn: ({ signal }) => api.get<AuditResponse>(`/admin/profiles/${profileId}/audit`, signal),
    enabled: profileId !== null,
    staleTime: 0,
  });
}

/**
 * An admin decision. Success: a green snackbar with the server's message and every list that
 * could show the profile (tabs, counts, members' lists, details) is asked again. Failure: the
 * query client's red snackbar shows the server's message.
 */
export function useProfileAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      remark,
      reasonId,
    }: {
      id: number;
      action: ProfileAction;
      remark?: string;
      reasonId?: number;
    }) =>
      api.post<{ message: string }>(`/admin/profiles/${id}/actions`, {
        action,
        ...(remark ? { remark } : {}),
        ...(reasonId ? { reasonId } : {}),
      }),
    onSuccess: (result, { action }) => {
      notifySuccess(result.message);
      // A deleted profile's page is left at once; asking for it again would only answer "not found".
      if (action === "delete") queryClient.removeQueries({ queryKey: ["profiles", "details"] });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["profiles"] });
    },
  });
}

/** Approves the selected pending profiles together; the server's message either way. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ message: string; approved: number }>("/admin/profiles/bulk-approve", { ids }),
    onSuccess: (result) => {
      notifySuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["profiles"] });
      void queryClient.invalidateQueries({ queryKey: ["admin-dashboard"] });
    },
  });
}
