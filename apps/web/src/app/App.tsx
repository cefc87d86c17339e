import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router";
import { installSessionGuards } from "../features/auth/session-end";
import { queryClient } from "./query-client";
import { router } from "./router";
import { theme } from "./theme";

const Notifier = lazy(() => import("./Notifier"));

// Any API answer 401 signs this device out and goes to /login.
installSessionGuards(router, queryClient);

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifier />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
