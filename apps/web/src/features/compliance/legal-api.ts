import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AcceptBody,
  GrievanceOfficer,
  LegalConfig,
  LegalDocumentKind,
  LegalStatusResponse,
} from "@vv/shared/consent";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

export const LEGAL_KEY = ["legal"] as const;

/** The Terms / Privacy Notice versions in force, the Grievance Officer, and what I must accept. */
export function useLegal() {
  return useQuery({
    queryKey: LEGAL_KEY,
    queryFn: ({ signal }) => api.get<LegalStatusResponse>("/legal", signal),
    staleTime: 60_000,
  });
}

export function useAcceptLegal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptBody) => api.post<{ message: string }>("/legal/accept", body),
    onSuccess: async (res) => {
      notifySuccess(res.message);
      // Whatever was refused with 428 before is asked again.
      await client.invalidateQueries();
    },
  });
}

type AdminAnswer = { legal: LegalConfig; message: string };

export function usePublishLegal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: LegalDocumentKind) => api.post<AdminAnswer>("/admin/legal/publish", { document }),
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => client.invalidateQueries({ queryKey: LEGAL_KEY }),
  });
}

export function useSaveOfficer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (officer: GrievanceOfficer) =>
      api.put<AdminAnswer>("/admin/legal/grievance-officer", officer),
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => client.invalidateQueries({ queryKey: LEGAL_KEY }),
  });
}
