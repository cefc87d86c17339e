import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { installSessionGuards } from "../features/auth/session-end";
import { preloadPwaBanners } from "../features/pwa/PwaNotices";
import { snackbarsWanted, WANT_SNACKBARS } from "../lib/notify";
import { queryClient } from "./query-client";
import { AppRouter } from "./router";
import { appRouter } from "./router-bridge";
import { useSettled } from "./settled";
import { cssVariablesResolver, theme } from "./theme";

// A download that fails (offline before the service worker has the files) leaves the page without
// snackbars rather than taking it down.
const Notifier = lazy<ComponentType>(() => import("./Notifier").catch(() => ({ default: () => null })));
/** What makes snackbars worth their download: the visitor acts, the connection drops, a message. */
const WANTED_ON = ["pointerdown", "keydown", "offline", WANT_SNACKBARS];

// Any API answer 401 signs this device out and goes to /login.
installSessionGuards(appRouter, queryClient);

/** True once snackbars are wanted: a first tap or key, the connection dropping, or a first message. */
function useSnackbarsWanted(): boolean {
  const [wanted, setWanted] = useState(snackbarsWanted);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of WANTED_ON) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of WANTED_ON) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return wanted;
}

/**
 * The service worker and the offline banners' chunk once the first screen is done; snackbars once
 * they are wanted (lib/notify.ts), so a page that is only read never downloads them.
 */
function LateExtras() {
  const settled = useSettled();
  const snackbars = useSnackbarsWanted();
  useEffect(() => {
    if (!settled) return;
    void import("../features/pwa/register").then((pwa) => pwa.startServiceWorker());
    preloadPwaBanners();
  }, [settled]);
  // Messages shown before this wait in the notifications store and appear when it mounts.
  if (!snackbars) return null;
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
