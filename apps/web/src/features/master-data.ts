import { useQuery } from "@tanstack/react-query";
import type { MasterData } from "@vv/shared/master-data";
import { api } from "../lib/api";

/** Reference lists for forms and filters; they change only with a release (the server sends an ETag). */
export function useMasterData() {
  return useQuery({
    queryKey: ["master-data"],
    queryFn: ({ signal }) => api.get<MasterData>("/master-data", signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

type Item = { readonly id: number | string; readonly en: string; readonly mr: string };

/** Options for a Mantine Select, labelled in the UI language; ids keep their type. */
export function toOptions<T extends Item>(
  list: readonly T[],
  lang: string,
): { value: T["id"]; label: string }[] {
  const mr = lang.toLowerCase().startsWith("mr");
  return list.map((item) => ({ value: item.id, label: mr ? item.mr : item.en }));
}
