import { lazy, Suspense } from "react";
import { useConnection } from "../../lib/connection";
import { useUpdateAvailable } from "./update-state";

const PwaBanners = lazy(() => import("./PwaBanners"));

/** Warms the banners' chunk once the page has loaded, so it is at hand when the network drops. */
export function preloadPwaBanners() {
  void import("./PwaBanners").catch(() => undefined);
}

export function PwaNotices() {
  const { offline } = useConnection();
  const updateAvailable = useUpdateAvailable();
  if (!offline && !updateAvailable) return null;
  return (
    <Suspense fallback={null}>
      <PwaBanners offline={offline} updateAvailable={updateAvailable} />
    </Suspense>
  );
}
