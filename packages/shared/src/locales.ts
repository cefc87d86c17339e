/** Translation namespaces: one JSON file per namespace in locales/{en,mr}/. */
export const NAMESPACES = [
  "common",
  "site",
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
  "stories",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** Namespaces the first page needs; the rest load when a route asks for them. */
export const EAGER_NAMESPACES: readonly Namespace[] = ["common", "site", "pwa"];
