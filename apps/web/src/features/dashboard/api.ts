import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditListResponse } from "@vv/shared/audit";
import type { DashboardResponse } from "@vv/shared/dashboard";
import { api } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";

/** Chart labels arrive in the viewer's language, so the language is part of the key. */
export function useDashboard(enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ["admin-dashboard", lang],
    queryFn: ({ signal }) => api.get<DashboardResponse>("/admin/dashboard", signal),
    enabled,
    staleTime: 0,
  });
}

export function useAuditLog(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ["admin-audit", query],
    queryFn: ({ signal }) => api.get<AuditListResponse>(`/admin/audit${query ? `?${query}` : ""}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
