import { useEffect, useState } from "react";
import { queryClient } from "./query-client";

/**
 * "The first screen is done": the page's `load` event has fired, the requests its first screen
 * started have answered, and the browser has a moment to spare. What a visitor does not need to
 * see the page (the header's bell, snackbars, the share button, the service worker, the offline
 * banners' chunk) waits for it, so none of it competes with the page's own chunks, API answers and
 * photos on a slow phone (it used to start at `load`, before the page had its data).
 */
const MAX_QUERY_WAIT_MS = 3000;
// Idle rarely comes on a phone still decoding photos; a short wait is enough to stay out of the way.
const IDLE_TIMEOUT_MS = 300;

let settled: Promise<void> | undefined;

function afterLoad(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

function afterQueries(): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    // A request that hangs (a dropped network) must not keep the rest away for good.
    const timer = setTimeout(done, MAX_QUERY_WAIT_MS);
  });
}

function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 100);
  });
}

/**
 * Resolves once the first screen is done. Call it after the first render has committed (from an
 * effect), so the page's own queries have started by then.
 */
export function whenSettled(): Promise<void> {
  settled ??= afterLoad().then(afterQueries).then(afterIdle);
  return settled;
}

/** False until the first screen is done (see whenSettled), then true for the rest of the visit. */
export function useSettled(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void whenSettled().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  return done;
}
