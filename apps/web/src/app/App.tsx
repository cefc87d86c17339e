import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { installSessionGuards } from "../features/auth/session-end";
import { queryClient } from "./query-client";
import { AppRouter } from "./router";
import { appRouter } from "./router-bridge";
import { theme } from "./theme";

const Notifier = lazy(() => import("./Notifier"));

// Any API answer 401 signs this device out and goes to /login.
installSessionGuards(appRouter, queryClient);

/** True once the page has loaded: what is not needed for the first paint waits for it. */
function useLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === "complete");
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener("load", done, { once: true });
    return () => window.removeEventListener("load", done);
  }, [loaded]);
  return loaded;
}

export function App() {
  // Snackbars shown before this (rare) wait in the notifications store and appear when it mounts.
  const loaded = useLoaded();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {loaded && (
        <Suspense fallback={null}>
          <Notifier />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </MantineProvider>
  );
}
