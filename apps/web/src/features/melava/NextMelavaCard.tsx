import { lazy, Suspense } from "react";
import { useNextMelava } from "./next-api";

const NextMelavaView = lazy(() => import("./NextMelavaView").then((m) => ({ default: m.NextMelavaView })));

/**
 * The home page's (and My Profile's) place for the next melava, loaded once the first screen is
 * done: it asks whether there is one, and only then loads the card and its words.
 */
export function NextMelavaCard() {
  const event = useNextMelava().data?.event;
  if (!event) return null;
  return (
    <Suspense fallback={null}>
      <NextMelavaView event={event} />
    </Suspense>
  );
}
