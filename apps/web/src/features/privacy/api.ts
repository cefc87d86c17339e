import { useQuery } from "@tanstack/react-query";
import type { ContactViewsByUser, ContactViewsResponse } from "@vv/shared/privacy";
import { api } from "../../lib/api";

export function useContactViews(profileId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["contact-views", profileId],
    queryFn: ({ signal }) => api.get<ContactViewsResponse>(`/profiles/${profileId}/contact-views`, signal),
    enabled,
  });
}

export function useContactViewsByUser(userId: number) {
  return useQuery({
    queryKey: ["contact-views-by-user", userId],
    queryFn: ({ signal }) => api.get<ContactViewsByUser>(`/admin/users/${userId}/contact-views`, signal),
  });
}
