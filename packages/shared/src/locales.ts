/** Translation namespaces: one JSON file per namespace in locales/{en,mr}/. */
export const NAMESPACES = [
  "common",
  "site",
  "pages",
  "legal",
  "auth",
  "profile",
  "media",
  "pdf",
  "approvals",
  "users",
  "dashboard",
  "contact",
  "payments",
  "community",
  "site-admin",
  "jobs",
  "business",
  "ops",
  "limits",
  "matches",
  "pwa",
  "privacy",
  "interests",
  "notifications",
  "safety",
  "compliance",
  "listing",
  "melava",
  "photos",
  "stories",
  "offline",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * Namespaces every page needs (the frame: header, footer, share, offline notices); the rest load
 * when a route asks for them ("pages" holds the home, gallery, forgot and not-found pages' texts).
 */
export const EAGER_NAMESPACES: readonly Namespace[] = ["common", "site", "pwa"];
