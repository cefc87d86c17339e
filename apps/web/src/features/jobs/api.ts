import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  JobDetails,
  JobFormResponse,
  JobInput,
  JobListResponse,
  MyJob,
  ResumeInfo,
} from "@vv/shared/jobs";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api";
import { type FilterValues, toQueryString } from "../boards/url-filters";

/** Labels arrive in the viewer's language, so the language is part of every key. */
export const jobKeys = {
  all: ["jobs"] as const,
  list: (filters: FilterValues, lang: string) => ["jobs", "list", toQueryString(filters), lang] as const,
  details: (id: number, lang: string) => ["jobs", "details", id, lang] as const,
  mine: (lang: string) => ["jobs", "mine", lang] as const,
  form: (id: number) => ["jobs", "form", id] as const,
  resume: ["jobs", "resume"] as const,
};

const useLanguage = () => useTranslation().i18n.language;

export function useJobList(filters: FilterValues) {
  const lang = useLanguage();
  return useQuery({
    queryKey: jobKeys.list(filters, lang),
    queryFn: ({ signal }) => api.get<JobListResponse>(`/jobs${toQueryString(filters)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJobDetails(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: jobKeys.details(id, lang),
    queryFn: ({ signal }) => api.get<JobDetails>(`/jobs/${id}`, signal),
    enabled: id > 0,
    meta: { silent: true },
    retry: false,
  });
}

export function useMyJobs(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: jobKeys.mine(lang),
    queryFn: ({ signal }) => api.get<{ items: MyJob[] }>("/jobs/mine", signal),
    select: (data) => data.items,
    enabled,
  });
}

export function useJobForm(id: number | null) {
  return useQuery({
    queryKey: jobKeys.form(id ?? 0),
    queryFn: ({ signal }) => api.get<JobFormResponse>(`/jobs/${id}/form`, signal),
    enabled: id !== null,
    gcTime: 0,
  });
}

export function useResume(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.resume,
    queryFn: ({ signal }) => api.get<ResumeInfo>("/jobs/resume", signal),
    enabled,
  });
}

/** Saves a post (create or edit); every job list is stale afterwards. */
export function useSaveJob(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) =>
      id === null
        ? api.post<{ id: number; message: string }>("/jobs", input)
        : api.put<{ id: number; message: string }>(`/jobs/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** Close, apply, withdraw, remove resume: one message back, and fresh data. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method }: { path: string; method: "POST" | "DELETE" }) =>
      method === "POST" ? api.post<{ message: string }>(path) : api.delete<{ message: string }>(path),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
