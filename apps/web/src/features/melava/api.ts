import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MelavaAction, MelavaAdmin, MelavaInput, MelavaList, MelavaPublic } from "@vv/shared/melava";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

export const melavaKeys = {
  all: ["melava"] as const,
  list: ["melava", "list"] as const,
  next: ["melava", "next"] as const,
  event: (slug: string) => ["melava", "event", slug] as const,
  admin: ["melava", "admin"] as const,
  adminEvent: (id: number) => ["melava", "admin", id] as const,
};

type Saved = { id: number; slug: string; message: string };

export const useMelavaList = () =>
  useQuery({ queryKey: melavaKeys.list, queryFn: ({ signal }) => api.get<MelavaList>("/melava", signal) });

export const useNextMelava = () =>
  useQuery({
    queryKey: melavaKeys.next,
    queryFn: ({ signal }) => api.get<{ event: MelavaPublic | null }>("/melava/next", signal),
    meta: { silent: true },
  });

export const useMelavaEvent = (slug: string) =>
  useQuery({
    queryKey: melavaKeys.event(slug),
    queryFn: ({ signal }) => api.get<MelavaPublic>(`/melava/${encodeURIComponent(slug)}`, signal),
  });

export const useAdminMelavaList = (enabled: boolean) =>
  useQuery({
    queryKey: melavaKeys.admin,
    queryFn: ({ signal }) => api.get<{ items: MelavaAdmin[] }>("/admin/melava", signal),
    enabled,
  });

export const useAdminMelava = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: melavaKeys.adminEvent(id ?? 0),
    queryFn: ({ signal }) => api.get<MelavaAdmin>(`/admin/melava/${id}`, signal),
    enabled: enabled && id !== null,
  });

function useMelavaMutation<V>(call: (vars: V) => Promise<Saved>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => client.invalidateQueries({ queryKey: melavaKeys.all }),
  });
}

export const useSaveMelava = (id: number | null) =>
  useMelavaMutation((input: MelavaInput) =>
    id === null ? api.post<Saved>("/admin/melava", input) : api.put<Saved>(`/admin/melava/${id}`, input),
  );

export const useMelavaAction = (id: number) =>
  useMelavaMutation((action: MelavaAction) => api.post<Saved>(`/admin/melava/${id}/actions`, { action }));
