import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * index.html per page: the build lists, for the pages a visitor lands on, the chunks the
 * page needs beyond the entry (apps/web/scripts/bundle-report.mjs writes dist/route-preloads.json).
 * Named in <head> as modulepreload / preload links, they download with the entry instead of after
 * it; /home also preloads the carousel's first (bundled) picture, its largest paint.
 */
interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
  /** The page's translation chunks per language: the early script preloads the reader's. */
  locales?: Record<string, string[]>;
}

/** A JSON data block for the early script (never executed; "<" escaped so it cannot end the element). */
const localesBlock = (locales: Record<string, string[]> | undefined) =>
  locales
    ? `<script type="application/json" id="vv-locales">${JSON.stringify(locales).replace(/</g, "\\u003c")}</script>`
    : "";

const HOME_IMAGE =
  '<link rel="preload" as="image" type="image/webp" href="artwork/carousel-1-800.webp" media="(max-width: 48em)" fetchpriority="high">' +
  '<link rel="preload" as="image" type="image/webp" href="artwork/carousel-1-1600.webp" media="(min-width: 48.0001em)" fetchpriority="high">';

/**
 * Where a page's additions go: before the inline early script (apps/web/vite.config.ts), which reads
 * #vv-locales as it runs; at the end of <head> in an index.html without it.
 */
const EARLY_SCRIPT = '<script id="vv-early">';

/** Returns index.html for a path under the base path (without it), with that page's preloads. */
export function pageHtml(webDist: string, indexHtml: string): (path: string) => string {
  const file = join(webDist, "route-preloads.json");
  if (!existsSync(file)) return () => indexHtml;
  const routes = (JSON.parse(readFileSync(file, "utf8")) as RoutePreload[]).map((route) => {
    const links = [
      ...route.js.map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`),
      ...route.css.map((f) => `<link rel="preload" as="style" crossorigin href="./${f}">`),
    ].join("");
    const extra = (route.path.startsWith("^/home") ? HOME_IMAGE : "") + localesBlock(route.locales);
    const before = indexHtml.includes(EARLY_SCRIPT) ? EARLY_SCRIPT : "</head>";
    return {
      pattern: new RegExp(route.path),
      html: indexHtml.replace(before, () => `${links}${extra}${before}`),
    };
  });
  return (path) => routes.find((route) => route.pattern.test(path))?.html ?? indexHtml;
}
