import { HOME_STORIES } from "@vv/shared/stories";
import { lazy, Suspense } from "react";
import { useStories } from "./api";

const HomeStoriesView = lazy(() => import("./HomeStoriesView").then((m) => ({ default: m.HomeStoriesView })));

/**
 * The home page's place for success stories, loaded once the first screen is done: it asks for the
 * newest few, and only when there are some loads the cards and their words.
 */
export function HomeStories() {
  const items = useStories(1, HOME_STORIES).data?.items;
  if (!items?.length) return null;
  return (
    <Suspense fallback={null}>
      <HomeStoriesView stories={items} />
    </Suspense>
  );
}
