import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { isOffline } from "../lib/connection";
import { i18n } from "../lib/i18n";
import { notifyError } from "../lib/notify";

/** Failed calls surface the server's translated message; a lost network gets the agreed wording. */
function reportError(error: unknown, fallbackKey: string) {
  if (error instanceof ApiError) {
    if (error.status === 401) return; // the auth layer redirects to /login
    // Offline, the banner under the header already says so; a snackbar per failed list adds nothing.
    if (error.isNetwork && isOffline() && fallbackKey === "errors.failedToLoad") return;
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
      // Ask even when the browser says offline: the service worker answers public pages from its copy.
      networkMode: "offlineFirst",
      retry: (count, error) => error instanceof ApiError && error.isNetwork && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/**
 * The first screen's requests (main.tsx, the landing pages' `prime`): one attempt. Retries (and, with
 * `offlineFirst`, the wait for the network to come back) must not hold up the first render; a page
 * whose answer failed asks again itself when it mounts.
 */
export const prefetchOnce: typeof queryClient.prefetchQuery = (options) =>
  queryClient.prefetchQuery({ ...options, retry: false });
