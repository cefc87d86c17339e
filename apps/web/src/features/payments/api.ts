import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminPaymentList,
  PaymentAttempt,
  PaymentPage,
  PaymentSettings,
  PaymentStatusResponse,
  StartPaymentResponse,
} from "@vv/shared/payments";
import { PAYMENT_TYPE } from "@vv/shared/payments";
import { api } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";

export const paymentKeys = {
  all: ["payments"] as const,
  page: (profileId: number, lang: string) => ["payments", "page", profileId, lang] as const,
  status: (tid: string) => ["payments", "status", tid] as const,
  admin: (query: string) => ["payments", "admin", query] as const,
  settings: ["payments", "settings"] as const,
};

/** How long the result page keeps asking about an open payment, and how often. */
export const STATUS_POLL_MS = 5_000;
export const STATUS_POLL_FOR_MS = 3 * 60_000;

export function usePaymentPage(profileId: number | undefined) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: paymentKeys.page(profileId ?? 0, lang),
    queryFn: ({ signal }) => api.get<PaymentPage>(`/payments/profiles/${profileId}`, signal),
    enabled: profileId !== undefined,
    meta: { silent: true },
  });
}

export function useStartPayment() {
  return useMutation({
    mutationFn: (profileId: number) =>
      api.post<StartPaymentResponse>("/payments", { profileId, paymentType: PAYMENT_TYPE }),
    meta: { silent: true },
  });
}

export function useClaimManual() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { profileId: number; reference: string }) =>
      api.post<{ message: string; attempt: PaymentAttempt }>("/payments/manual", body),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
    meta: { silent: true },
  });
}

/** The result of one attempt; asks again every few seconds while the bank has not decided. */
export function usePaymentStatus(tid: string | undefined, enabled: boolean, startedAt: number) {
  return useQuery({
    queryKey: paymentKeys.status(tid ?? ""),
    queryFn: ({ signal }) => api.get<PaymentStatusResponse>(`/payments/${tid}/status`, signal),
    enabled: !!tid && enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.paymentStatus;
      const open = status === "PAYMENT_PENDING" || status === "PAYMENT_INITIATED";
      return open && Date.now() - startedAt < STATUS_POLL_FOR_MS ? STATUS_POLL_MS : false;
    },
    meta: { silent: true },
  });
}

// ---- admin ----

export function useAdminPayments(query: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.admin(query),
    queryFn: ({ signal }) => api.get<AdminPaymentList>(`/admin/payments${query}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDecidePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; action: "confirm" | "reject"; reference?: string; remark?: string }) =>
      api.post<{ message: string }>(`/admin/payments/${p.id}/decision`, {
        action: p.action,
        ...(p.reference ? { reference: p.reference } : {}),
        ...(p.remark ? { remark: p.remark } : {}),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
    meta: { silent: true },
  });
}

export function useRecordManual() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { registrationNumber: number; reference: string; remark?: string }) =>
      api.post<{ message: string }>("/admin/payments/manual", body),
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
    meta: { silent: true },
  });
}

export function usePaymentSettings(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.settings,
    queryFn: ({ signal }) => api.get<PaymentSettings>("/admin/payments/settings", signal),
    enabled,
  });
}

export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettings) =>
      api.put<{ message: string; settings: PaymentSettings }>("/admin/payments/settings", body),
    onSuccess: (result) => {
      client.setQueryData(paymentKeys.settings, result.settings);
      void client.invalidateQueries({ queryKey: ["site-config"] });
    },
    meta: { silent: true },
  });
}

export function useMemberPaymentFlag() {
  return useMutation({
    mutationFn: (p: { mobile: string; enabled: boolean }) =>
      api.put<{ message: string }>(`/admin/payments/members/${p.mobile}`, { enabled: p.enabled }),
    meta: { silent: true },
  });
}
