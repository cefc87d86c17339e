import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BusinessDetails, BusinessInput, BusinessListResponse, MyBusiness } from "@vv/shared/business";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api";
import { type FilterValues, toQueryString } from "../boards/url-filters";

export const businessKeys = {
  all: ["business"] as const,
  list: (filters: FilterValues, lang: string) => ["business", "list", toQueryString(filters), lang] as const,
  details: (id: number, lang: string) => ["business", "details", id, lang] as const,
  mine: (lang: string) => ["business", "mine", lang] as const,
  form: (id: number) => ["business", "form", id] as const,
};

export interface StoredBusinessForm {
  status: "pending" | "approved" | "rejected";
  values: Record<string, unknown>;
}

const useLanguage = () => useTranslation().i18n.language;

export function useBusinessList(filters: FilterValues) {
  const lang = useLanguage();
  return useQuery({
    queryKey: businessKeys.list(filters, lang),
    queryFn: ({ signal }) => api.get<BusinessListResponse>(`/business${toQueryString(filters)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBusinessDetails(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: businessKeys.details(id, lang),
    queryFn: ({ signal }) => api.get<BusinessDetails>(`/business/${id}`, signal),
    enabled: id > 0,
    meta: { silent: true },
    retry: false,
  });
}

export function useMyBusinesses(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: businessKeys.mine(lang),
    queryFn: ({ signal }) => api.get<{ items: MyBusiness[] }>("/business/mine", signal),
    select: (data) => data.items,
    enabled,
  });
}

export function useBusinessForm(id: number | null) {
  return useQuery({
    queryKey: businessKeys.form(id ?? 0),
    queryFn: ({ signal }) => api.get<StoredBusinessForm>(`/business/${id}/form`, signal),
    enabled: id !== null,
    gcTime: 0,
  });
}

export function useSaveBusiness(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessInput) =>
      id === null
        ? api.post<{ id: number; message: string }>("/business", input)
        : api.put<{ id: number; message: string }>(`/business/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

/** Hide / show / delete by the owner. */
export function useBusinessAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: "hide" | "show" | "delete" }) =>
      kind === "delete"
        ? api.delete<{ message: string }>(`/business/${id}`)
        : api.put<{ message: string }>(`/business/${id}/visibility`, { hidden: kind === "hide" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
