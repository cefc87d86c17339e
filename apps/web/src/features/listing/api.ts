import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CloseListing,
  FreshnessConfirmResponse,
  ListingActionResponse,
  ListingStatus,
  PauseListing,
} from "@vv/shared/listing";
import { api } from "../../lib/api";
import { notifySuccess } from "../../lib/notify";

const statusKey = (profileId: number) => ["listing", profileId];

/** Whether a profile we manage is in the lists, paused or closed, and why. */
export function useListingStatus(profileId: number) {
  return useQuery({
    queryKey: statusKey(profileId),
    queryFn: ({ signal }) => api.get<ListingStatus>(`/profiles/${profileId}/listing`, signal),
  });
}

export type ListingAction =
  | { kind: "confirm" }
  | { kind: "resume" }
  | { kind: "pause"; body: PauseListing }
  | { kind: "close"; body: CloseListing };

/** Confirm, pause, resume or close; the answer's status replaces the shown one, lists are re-read. */
export function useListingAction(profileId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ListingAction) =>
      api.post<ListingActionResponse>(
        `/profiles/${profileId}/listing/${action.kind}`,
        "body" in action ? action.body : {},
      ),
    onSuccess: (res) => {
      client.setQueryData(statusKey(profileId), res.status);
      notifySuccess(res.message);
      void client.invalidateQueries({ queryKey: ["profiles"] });
      void client.invalidateQueries({ queryKey: ["interests"] });
      // Closed naming the other profile: the success story may be written now.
      void client.invalidateQueries({ queryKey: ["stories", "family", profileId] });
    },
  });
}

/** The one-tap "still looking?" link (no session needed). */
export function useConfirmByLink() {
  return useMutation({
    mutationFn: (token: string) => api.post<FreshnessConfirmResponse>("/freshness/confirm", { token }),
  });
}
