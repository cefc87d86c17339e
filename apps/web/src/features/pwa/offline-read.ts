/**
 * Reading the offline copy (features/pwa/offline-copy.ts): only the signed-in member's own, only
 * within its 7 days, only in the language it was seen in. Loaded only offline.
 */
import type { ProfileDetails, ProfileListResponse } from "@vv/shared/profile-views";
import type { Copy } from "./offline-copy";
// From the banners' chunk, where the copy's keeping is (always loaded offline: it shows the notice).
import { fresh, load } from "./PwaBanners";

export interface Saved<T> {
  data: T;
  savedAt: number;
}

function entriesFor(memberId: number | null, now: number): Copy | null {
  const copy = load();
  if (memberId === null || !copy || copy.memberId !== memberId) return null;
  return { ...copy, lists: fresh(copy.lists, now), profiles: fresh(copy.profiles, now) };
}

/** The list page last seen at this path, else the newest list page seen, in this language. */
export function savedList(
  memberId: number | null,
  path: string,
  lang: string,
  now = Date.now(),
): Saved<ProfileListResponse> | null {
  const lists = entriesFor(memberId, now)?.lists.filter((e) => e.lang === lang) ?? [];
  const entry = lists.find((e) => e.path === path) ?? lists[0];
  return entry ? { data: entry.data, savedAt: entry.savedAt } : null;
}

/** The profile last seen under this slug or id, in this language. */
export function savedProfile(
  memberId: number | null,
  slug: string,
  lang: string,
  now = Date.now(),
): Saved<ProfileDetails> | null {
  const profiles = entriesFor(memberId, now)?.profiles.filter((e) => e.lang === lang) ?? [];
  const entry = profiles.find(
    (e) =>
      e.path === `/profiles/${encodeURIComponent(slug)}` ||
      e.data.slug === slug ||
      String(e.data.id) === slug,
  );
  return entry ? { data: entry.data, savedAt: entry.savedAt } : null;
}
