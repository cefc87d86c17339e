import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DuplicatePairList } from "@vv/shared/duplicates";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

export function useDuplicatePairs(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ["duplicates", page],
    queryFn: ({ signal }) => api.get<DuplicatePairList>(`/admin/duplicates?page=${page}`, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** "Not a duplicate": the server's message in green, the list and the dashboard asked again. */
export function useDismissPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string }>(`/admin/duplicates/${id}/dismiss`, {}),
    onSuccess: (result) => {
      notifySuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: ["duplicates"] });
      void queryClient.invalidateQueries({ queryKey: ["admin-dashboard"] });
      void queryClient.invalidateQueries({ queryKey: ["approvals"] });
    },
  });
}
