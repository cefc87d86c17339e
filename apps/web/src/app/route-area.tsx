import type { ReactElement } from "react";
import { matchRoutes, useLocation } from "react-router";
import { BASE_PATH } from "../lib/base-path";
import type { Page } from "./lazy-page";

/**
 * Pages the router reaches through one lazy chunk of their own (an "area"): the router's entry names
 * only their addresses, so every first load is spared their import calls and the list of files each
 * import needs (Vite writes those lists into the chunk that holds the import). The cost is one more
 * small chunk before such a page; an area holds pages nobody lands on from the first screens.
 */
export interface RouteArea {
  /** The area's page at the current address (the router sends only the area's addresses here). */
  Area: () => ReactElement | null;
  /** For a visitor who lands on one of the area's addresses: that page's chunk and translations too. */
  preloadAt(pathname?: string): Promise<unknown>;
  paths: string[];
}

const basename = BASE_PATH.replace(/\/$/, "") || "/";

export function routeArea(pages: [string, Page][]): RouteArea {
  const routes = pages.map(([path]) => ({ path }));
  const pageAt = (pathname: string) => {
    const matched = matchRoutes(routes, pathname, basename);
    const path = matched?.[matched.length - 1]?.route.path;
    return pages.find(([candidate]) => candidate === path)?.[1];
  };
  function Area() {
    const Screen = pageAt(useLocation().pathname);
    return Screen ? <Screen /> : null;
  }
  return {
    Area,
    preloadAt: (pathname = window.location.pathname) => pageAt(pathname)?.preload() ?? Promise.resolve(),
    paths: pages.map(([path]) => path),
  };
}
