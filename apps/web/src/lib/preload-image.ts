import { API_BASE } from "./base-path";

/**
 * Asks for a photo as soon as its address is known (the page's early API answer), at high
 * priority, while the page's chunk is still being evaluated: the details page's largest paint is
 * its photo. The <img> later finds it in the cache (photos are private, immutable).
 */
export function preloadImage(path: string | undefined | null) {
  if (!path) return;
  addPreload({ href: `${API_BASE}${path}` });
}

/**
 * The same for a responsive WebP (a list's first cards): the browser picks from `srcset` and
 * `sizes` the candidate the <picture> will pick.
 */
export function preloadResponsiveImage(srcset: string, sizes: string) {
  addPreload({ imagesrcset: srcset, imagesizes: sizes, type: "image/webp" });
}

function addPreload(attributes: Record<string, string>) {
  const [name, value] = Object.entries(attributes)[0] ?? ["", ""];
  if (document.head.querySelector(`link[rel="preload"][${name}="${CSS.escape(value)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.setAttribute("fetchpriority", "high");
  for (const [key, val] of Object.entries(attributes)) link.setAttribute(key, val);
  document.head.append(link);
}
