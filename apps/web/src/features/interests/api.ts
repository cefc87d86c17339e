import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  InterestBox,
  InterestCounts,
  InterestItem,
  InterestListResponse,
  InterestPair,
  SendInterest,
} from "@vv/shared/interests";
import { api, apiRequest } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import type { SubmitKey } from "../../lib/submit-key";

const useLanguage = () => useTranslation().i18n.language;

export const COUNTS_KEY = ["interests", "counts"] as const;
type ActionAnswer = { message: string; interest: InterestItem };

export function useInterestList(box: InterestBox) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["interests", "list", box, lang],
    queryFn: ({ signal }) => api.get<InterestListResponse>(`/interests?box=${box}`, signal),
  });
}

export const interestPairQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ["interests", "pair", slug, lang],
    queryFn: ({ signal }) => api.get<InterestPair>(`/interests/with/${encodeURIComponent(slug)}`, signal),
    meta: { silent: true },
  });

export function useInterestPair(slug: string, enabled = true) {
  const lang = useLanguage();
  return useQuery({ ...interestPairQuery(slug, lang), enabled });
}

/** After any change: lists, counts, the pair and the profile (contact details may open). */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ["interests"] });
    void client.invalidateQueries({ queryKey: ["profiles"] });
  };
}

export function useSendInterest(submitKey: SubmitKey) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SendInterest) =>
      apiRequest<ActionAnswer>("/interests", { method: "POST", body, idempotencyKey: submitKey.current() }),
    onSuccess: () => {
      submitKey.renew();
      refresh();
    },
  });
}

export function useInterestAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: { id: number; action: "accept" | "decline" | "withdraw"; reason?: string }) =>
      api.post<ActionAnswer>(
        `/interests/${a.id}/${a.action}`,
        a.action === "decline" ? { reason: a.reason } : {},
      ),
    onSuccess: refresh,
  });
}

export type { InterestCounts };
