import type { AlertProps } from "@mantine/core";
import { lazy, Suspense } from "react";

// Mantine's Alert (with its close button, 1.8 KB gzip) downloads when a page first has something to
// say: an empty result, a refusal, a failed load. Pages' first loads stay within budget.
const Alert = lazy(() => import("./AlertView"));

/** Mantine's Alert, loaded on first use (the same props; `data-testid` and the like pass through). */
export function Notice(props: AlertProps & Record<`data-${string}`, string>) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
