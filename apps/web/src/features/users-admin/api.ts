import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminUserDetails,
  UserActionBody,
  UserAuditResponse,
  UserEditBody,
  UserListResponse,
} from "@vv/shared/admin-users";
import { api } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import type { UserListParams } from "./list-params";
import { apiQuery } from "./list-params";

/** Place names arrive in the admin's language, so the language is part of every key. */
export const adminUserKeys = {
  all: ["admin-users"] as const,
  list: (params: UserListParams, lang: string) => ["admin-users", "list", apiQuery(params), lang] as const,
  details: (id: number, lang: string) => ["admin-users", "details", id, lang] as const,
  audit: (id: number) => ["admin-users", "audit", id] as const,
};

export function useUserList(params: UserListParams, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: adminUserKeys.list(params, lang),
    queryFn: ({ signal }) => api.get<UserListResponse>(`/admin/users${apiQuery(params)}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserDetails(id: number | null, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: adminUserKeys.details(id ?? 0, lang),
    queryFn: ({ signal }) => api.get<AdminUserDetails>(`/admin/users/${id}`, signal),
    enabled: enabled && id !== null,
    // A missing user is explained by the page itself.
    meta: { silent: true },
  });
}

export function useUserAudit(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: adminUserKeys.audit(id ?? 0),
    queryFn: ({ signal }) => api.get<UserAuditResponse>(`/admin/users/${id}/audit`, signal),
    enabled: enabled && id !== null,
  });
}

/** Every change refreshes the user, their history and the lists (counts move between tabs). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminUserKeys.all });
}

export function useUserAction(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UserActionBody) => api.post<{ message: string }>(`/admin/users/${id}/actions`, body),
    onSettled: refresh,
    // The caller shows the server's message (ConfirmDialog closes on failure).
    meta: { silent: true },
  });
}

export function useEditUser(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UserEditBody) => api.patch<{ message: string }>(`/admin/users/${id}`, body),
    onSuccess: refresh,
    meta: { silent: true },
  });
}
