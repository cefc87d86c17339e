import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ContactFilter,
  ContactListResponse,
  ContactMessageBody,
  ContactMessageView,
  ContactSent,
} from "@vv/shared/contact";
import { api, apiRequest } from "../../lib/api";

/** A send that has not answered in this time counts as a dropped connection (patchy mobile data). */
const SEND_TIMEOUT_MS = 20_000;

export const contactKeys = {
  all: ["contact-messages"] as const,
  list: (filter: ContactFilter, page: number) => ["contact-messages", filter, page] as const,
};

/** The contact form's send; the form reports failures itself (and keeps what was written). */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
      return apiRequest<ContactSent>("/contact", { method: "POST", body, signal: controller.signal }).finally(
        () => clearTimeout(timer),
      );
    },
    networkMode: "always",
    meta: { silent: true },
  });
}

export function useContactMessages(filter: ContactFilter, page: number, enabled: boolean) {
  return useQuery({
    queryKey: contactKeys.list(filter, page),
    queryFn: ({ signal }) =>
      api.get<ContactListResponse>(`/admin/contact-messages?filter=${filter}&page=${page}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      api.post<{ message: string; item: ContactMessageView }>(`/admin/contact-messages/${id}/read`, { read }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["admin-dashboard"] });
    },
  });
}
