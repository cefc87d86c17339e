/**
 * The installable web app: colours of the home-screen splash and task switcher (the site theme's
 * darkest maroon and the page background), and the header that names one create request.
 */
export const APP_THEME_COLOR = "#7a1f2b";
export const APP_BACKGROUND_COLOR = "#fff8ec";

/** Home-screen icons, drawn by scripts/generate-artwork.mjs into apps/web/public/icons/. */
export const APP_ICONS = [
  { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/**
 * Create actions carry this header (a UUID chosen when the form opens, the IETF "Idempotency-Key"):
 * a submit retried after a dropped connection is recognised and answered with what the first one
 * created, never stored twice.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
