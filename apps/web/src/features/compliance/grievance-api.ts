import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  GrievanceActionBody,
  GrievanceAdminRow,
  GrievanceBody,
  GrievanceCreated,
  GrievanceList,
  GrievanceLookupBody,
  GrievanceView,
} from "@vv/shared/grievance";
import { api, apiRequest } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";
import type { SubmitKey } from "../../lib/submit-key";
import { uploadFile } from "../../lib/upload";

/** Files the complaint, then (if chosen) its one attachment with the token the answer carried. */
export async function fileGrievance(body: GrievanceBody, file: File | null, submitKey: SubmitKey) {
  // The same key on "Try again": a complaint is filed once however often the network drops.
  const created = await apiRequest<GrievanceCreated>("/grievances", {
    method: "POST",
    body,
    idempotencyKey: submitKey.current(),
  });
  submitKey.renew();
  let attachmentError: string | null = null;
  if (file) {
    try {
      await uploadFile(`/grievances/${created.reference}/attachment`, file, {
        fileName: file.name,
        headers: { "x-upload-token": created.uploadToken },
      });
    } catch (error) {
      attachmentError = error instanceof Error ? error.message : String(error);
    }
  }
  return { created, attachmentError };
}

export const lookupGrievance = (body: GrievanceLookupBody) =>
  api.post<GrievanceView>("/grievances/status", body);

export function useMyGrievances(enabled: boolean) {
  return useQuery({
    queryKey: ["grievances", "mine"],
    queryFn: ({ signal }) => api.get<{ items: GrievanceView[] }>("/grievances/mine", signal),
    enabled,
  });
}

export function useAdminGrievances(tab: string, page: number) {
  return useQuery({
    queryKey: ["admin-grievances", tab, page],
    queryFn: ({ signal }) => api.get<GrievanceList>(`/admin/grievances?tab=${tab}&page=${page}`, signal),
  });
}

export function useGrievanceSummary() {
  return useQuery({
    queryKey: ["admin-grievances", "summary"],
    queryFn: ({ signal }) => api.get<{ open: number; overdue: number }>("/admin/grievances/summary", signal),
  });
}

export function useGrievanceAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GrievanceActionBody) =>
      api.post<{ message: string; grievance: GrievanceAdminRow }>(`/admin/grievances/${id}/actions`, body),
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin-grievances"] }),
  });
}
