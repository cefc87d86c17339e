import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationListResponse,
  NotificationPreferences,
  NotificationPreferencesResponse,
} from "@vv/shared/notifications";
import { api, apiRequest } from "../../lib/api";
import { UNREAD_KEY } from "./NotificationBell";

export function useNotifications(page: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: ["notifications", "list", page, unreadOnly] as const,
    queryFn: ({ signal }) =>
      api.get<NotificationListResponse>(
        `/notifications?page=${page}${unreadOnly ? "&unread=1" : ""}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | "all") =>
      apiRequest<{ unread: number }>(id === "all" ? "/notifications/read-all" : `/notifications/${id}/read`, {
        method: "POST",
      }),
    onSuccess: (res) => {
      queryClient.setQueryData(UNREAD_KEY, res);
      void queryClient.invalidateQueries({ queryKey: ["notifications", "list"] });
    },
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: ["notifications", "preferences"] as const,
    queryFn: ({ signal }) => api.get<NotificationPreferencesResponse>("/notifications/preferences", signal),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      apiRequest<NotificationPreferencesResponse>("/notifications/preferences", { method: "PUT", body }),
    onSuccess: (res) => queryClient.setQueryData(["notifications", "preferences"], res),
  });
}
