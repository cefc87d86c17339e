import { API_BASE } from "./base-path";

/**
 * Asks for a photo as soon as its address is known (the page's early API answer), at high
 * priority, while the page's chunk is still being evaluated: the details page's largest paint is
 * its photo (issue 17). The <img> later finds it in the cache (photos are private, immutable).
 */
export function preloadImage(path: string | undefined | null) {
  if (!path) return;
  const href = `${API_BASE}${path}`;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}
