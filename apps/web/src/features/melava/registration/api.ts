import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MelavaMine, MelavaPass, MelavaRegisterInput, MelavaRegistration } from "@vv/shared/melava";
import { api } from "../../../lib/api";
import { notifySuccess } from "../../../lib/notify";
import { melavaKeys } from "../api";

type Message = { message: string };

export const registrationKeys = {
  mine: (slug: string) => ["melava", "mine", slug] as const,
  one: (id: number) => ["melava", "registration", id] as const,
  pass: (id: number) => ["melava", "pass", id] as const,
};

export const useMyRegistrations = (slug: string) =>
  useQuery({
    queryKey: registrationKeys.mine(slug),
    queryFn: ({ signal }) => api.get<MelavaMine>(`/melava/${encodeURIComponent(slug)}/mine`, signal),
  });

export const useRegistration = (id: number, poll: boolean) =>
  useQuery({
    queryKey: registrationKeys.one(id),
    queryFn: ({ signal }) => api.get<MelavaRegistration>(`/melava/registrations/${id}`, signal),
    refetchInterval: poll ? 4000 : false,
  });

export const usePass = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: registrationKeys.pass(id),
    queryFn: ({ signal }) => api.get<MelavaPass>(`/melava/registrations/${id}/pass`, signal),
    enabled,
  });

function useRefreshing<V, R extends Message>(call: (vars: V) => Promise<R>, announce = true) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => announce && notifySuccess(res.message),
    onSettled: () => client.invalidateQueries({ queryKey: melavaKeys.all }),
  });
}

export const useRegister = (slug: string) =>
  useRefreshing((input: MelavaRegisterInput) =>
    api.post<Message & { registration: MelavaRegistration }>(
      `/melava/${encodeURIComponent(slug)}/registrations`,
      input,
    ),
  );

export const useCancelRegistration = () =>
  useRefreshing((id: number) => api.post<Message>(`/melava/registrations/${id}/cancel`, {}));

export const useClaimUpi = () =>
  useRefreshing(({ id, reference }: { id: number; reference: string }) =>
    api.post<Message>(`/melava/registrations/${id}/upi`, { reference }),
  );

export const usePayFee = () =>
  useMutation({
    mutationFn: (id: number) =>
      api.post<{ redirectUrl: string; transactionId: string }>(`/melava/registrations/${id}/pay`, {}),
    onSuccess: (res) => window.location.assign(res.redirectUrl),
  });
