import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import type { SubmitKey } from "../../lib/submit-key";
import { type FilterValues, toQueryString } from "./url-filters";

export interface Saved {
  id: number;
  message: string;
}

/** The types one board's API speaks: its list, details, own posts, edit form and input. */
export interface BoardTypes {
  list: unknown;
  details: unknown;
  mine: unknown;
  form: unknown;
  input: unknown;
}

/**
 * The query and save hooks of a community board ("jobs" or "business"). Labels arrive in the
 * viewer's language, so the language is part of every key; a save makes every list of the board stale.
 */
export function boardApi<T extends BoardTypes>(
  board: "jobs" | "business",
  /** Where the board's pages live, the "add" button's key, the submit button's test id. */
  pages: { basePath: string; addLabel: string; submitTestId: string },
) {
  const keys = {
    all: [board] as const,
    list: (filters: FilterValues, lang: string) => [board, "list", toQueryString(filters), lang] as const,
    details: (id: number, lang: string) => [board, "details", id, lang] as const,
    mine: (lang: string) => [board, "mine", lang] as const,
    form: (id: number) => [board, "form", id] as const,
  };
  const useLanguage = () => useTranslation().i18n.language;
  const listQuery = (filters: FilterValues, lang: string) =>
    queryOptions({
      queryKey: keys.list(filters, lang),
      queryFn: ({ signal }) => api.get<T["list"]>(`/${board}${toQueryString(filters)}`, signal),
    });

  return {
    ns: board,
    ...pages,
    keys,

    listQuery,

    useList(filters: FilterValues) {
      const lang = useLanguage();
      return useQuery({ ...listQuery(filters, lang), placeholderData: keepPreviousData });
    },

    useDetails(id: number) {
      const lang = useLanguage();
      return useQuery({
        queryKey: keys.details(id, lang),
        queryFn: ({ signal }) => api.get<T["details"]>(`/${board}/${id}`, signal),
        enabled: id > 0,
        meta: { silent: true },
        retry: false,
      });
    },

    useMine(enabled: boolean) {
      const lang = useLanguage();
      return useQuery({
        queryKey: keys.mine(lang),
        queryFn: ({ signal }) => api.get<{ items: T["mine"][] }>(`/${board}/mine`, signal),
        select: (data) => data.items,
        enabled,
      });
    },

    useForm(id: number | null) {
      return useQuery({
        queryKey: keys.form(id ?? 0),
        queryFn: ({ signal }) => api.get<T["form"]>(`/${board}/${id}/form`, signal),
        enabled: id !== null,
        gcTime: 0,
      });
    },

    /** Create (with the submit's Idempotency-Key: a retry never stores two) or edit. */
    useSave(id: number | null, submitKey: SubmitKey) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (input: T["input"]) =>
          id === null
            ? apiRequest<Saved>(`/${board}`, {
                method: "POST",
                body: input,
                idempotencyKey: submitKey.current(),
              })
            : apiRequest<Saved>(`/${board}/${id}`, { method: "PUT", body: input }),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
        // Offline, say so at once (the form keeps every value) rather than wait silently.
        networkMode: "always",
        meta: { silent: true },
      });
    },
  };
}
