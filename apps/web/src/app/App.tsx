import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { installSessionGuards } from "../features/auth/session-end";
import { preloadPwaBanners } from "../features/pwa/PwaNotices";
import { queryClient } from "./query-client";
import { AppRouter } from "./router";
import { appRouter } from "./router-bridge";
import { useSettled } from "./settled";
import { cssVariablesResolver, theme } from "./theme";

const Notifier = lazy(() => import("./Notifier"));

// Any API answer 401 signs this device out and goes to /login.
installSessionGuards(appRouter, queryClient);

/** Snackbars, the service worker and the offline banners' chunk, once the first screen is done. */
function LateExtras() {
  const settled = useSettled();
  useEffect(() => {
    if (!settled) return;
    void import("../features/pwa/register").then((pwa) => pwa.startServiceWorker());
    preloadPwaBanners();
  }, [settled]);
  // Snackbars shown before this (rare) wait in the notifications store and appear when it mounts.
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <Notifier />
    </Suspense>
  );
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LateExtras />
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </MantineProvider>
  );
}
