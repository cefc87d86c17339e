/** Business constants from, written once. */
export const NOTIFY_MS = {
  standard: 10_000,
  validation: 5_000,
  loginSuccess: 2_000,
  network: 10_000,
} as const;
export const REDIRECT_DELAY_MS = 1_000;
export const UNAUTHORIZED_REDIRECT_MS = 100;
export const GRID_PAGE_SIZE = 5;
export const LIST_PAGE_SIZE = 12;
/**
 * The browse list counts matches up to this many and then says "1,000+": an exact count of a
 * million rows on every request is what made the list slow. Pages past it are reached with "More".
 */
export const LIST_COUNT_CAP = 1000;
export const CAROUSEL_SIZE = 3;
export const GALLERY_SIZE = 9;
export const COUNTRY_CODE = "+91";
export const TERMS_LAST_UPDATED = "2026-11-28";
export const PRIVACY_EFFECTIVE = "2026-11-28";
export const MIN_AGE = 18;
export const ASSOCIATE_ID_STORAGE_KEY = "associateId";

/** Profiles one member account may register (a parent's son and daughter, siblings); associates register many. */
export const MAX_PROFILES_PER_MEMBER = 10;
