import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput, ReviewsResponse } from "@vv/shared/reviews";
import { api, apiRequest } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

const REVIEWS_KEY = ["reviews"] as const;
type Message = { message: string };

export const reviewsQuery = queryOptions({
  queryKey: REVIEWS_KEY,
  queryFn: ({ signal }) => api.get<ReviewsResponse>("/reviews", signal),
});

export function useReviews() {
  return useQuery(reviewsQuery);
}

/** Every review change: announce the server's message and reload the list. */
function useReviewMutation<V>(call: (vars: V) => Promise<Message>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => notifySuccess(res.message),
    // Not awaited: offline, the list's refetch waits for the network, and the dialog must not.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: REVIEWS_KEY });
    },
    // Offline, fail at once (the dialog keeps the text and offers "Try again") rather than wait.
    networkMode: "always",
  });
}

export const useSaveReview = () =>
  useReviewMutation(({ id, input, key }: { id: number | null; input: ReviewInput; key?: string }) =>
    id === null
      ? apiRequest<Message>("/reviews", { method: "POST", body: input, idempotencyKey: key })
      : api.put<Message>(`/reviews/${id}`, input),
  );
export const useDeleteReview = () => useReviewMutation((id: number) => api.delete<Message>(`/reviews/${id}`));
export const useSaveReply = () =>
  useReviewMutation(({ id, reply }: { id: number; reply: string }) =>
    api.put<Message>(`/admin/reviews/${id}/reply`, { reply }),
  );
export const useDeleteReply = () =>
  useReviewMutation((id: number) => api.delete<Message>(`/admin/reviews/${id}/reply`));
export const useSetHidden = () =>
  useReviewMutation(({ id, hidden }: { id: number; hidden: boolean }) =>
    api.put<Message>(`/admin/reviews/${id}/visibility`, { hidden }),
  );
