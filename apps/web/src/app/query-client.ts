import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import i18n from "i18next";
import { ApiError } from "../lib/api";
import { notifyError } from "../lib/notify";

/** Failed calls surface the server's translated message; a lost network gets the agreed wording. */
function reportError(error: unknown, fallbackKey: string) {
  if (error instanceof ApiError) {
    if (error.status === 401) return; // the auth layer redirects to /login
    notifyError(error.message);
    return;
  }
  notifyError(i18n.t(fallbackKey));
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent) return;
      reportError(error, "errors.failedToLoad");
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (mutation.meta?.silent) return;
      reportError(error, "errors.network");
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => error instanceof ApiError && error.isNetwork && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
