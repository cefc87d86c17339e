import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  JobDetails,
  JobFormResponse,
  JobInput,
  JobListResponse,
  MyJob,
  ResumeInfo,
} from "@vv/shared/jobs";
import { api, apiRequest } from "../../lib/api";
import { boardApi } from "../boards/api";

/** The job board's list, details, own posts, edit form and save (the board module's hooks). */
export const jobsApi = boardApi<{
  list: JobListResponse;
  details: JobDetails;
  mine: MyJob;
  form: JobFormResponse;
  input: JobInput;
}>("jobs", { basePath: "/job-updates", addLabel: "board.post", submitTestId: "job-submit" });

export const jobKeys = { ...jobsApi.keys, resume: ["jobs", "resume"] as const };

export function useResume(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.resume,
    queryFn: ({ signal }) => api.get<ResumeInfo>("/jobs/resume", signal),
    enabled,
  });
}

/** Close, apply, withdraw, remove resume: one message back, and fresh data. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      path,
      method,
      idempotencyKey,
    }: {
      path: string;
      method: "POST" | "DELETE";
      idempotencyKey?: string;
    }) =>
      apiRequest<{ message: string }>(path, {
        method,
        body: method === "POST" ? {} : undefined,
        idempotencyKey,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
