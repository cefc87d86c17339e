/**
 * The member's last-seen profile list pages and profiles, kept on this device so that a member page
 * opened without a network shows them read-only ("saved on …, offline") instead of nothing.
 *
 * - Only answers the server sent this member and marked `private` (for this browser alone) without
 *   `no-store` are kept; public or shared caches and the service worker never hold them.
 * - One member at a time: the copy names the member it belongs to, is read only for that member, and
 *   is dropped when another member signs in (keepOnlyMember, from the sign-in pages) or their answer
 *   arrives, at logout and when the session ends (features/auth/local-data.ts removes it with the
 *   user's record).
 * - Bounded: the last 5 list pages and the last 20 profiles, each for 7 days. Contact details are
 *   never kept (their daily count belongs to an online view); photos are not kept here at all, the
 *   copy only names the addresses the server chose for this member.
 */
import type { ProfileDetails, ProfileListResponse } from "@vv/shared/profile-views";
import { LOCAL_USER_KEY } from "../auth/local-data";

/** Removed with the user's record when the session ends (local-data.ts names it too; tested). */
export const OFFLINE_COPY_KEY = "vv-offline-copy";
export const OFFLINE_LIMITS = { lists: 5, profiles: 20, maxAgeMs: 7 * 24 * 3600 * 1000 } as const;

type Kind = "lists" | "profiles";
export interface Entry<T> {
  /** The API path asked (with its query string for a list page). */
  path: string;
  lang: string;
  savedAt: number;
  data: T;
}
export interface Copy {
  memberId: number;
  lists: Entry<ProfileListResponse>[];
  profiles: Entry<ProfileDetails>[];
}

/** Which kind of answer a GET path is, if it is one the copy keeps (not /profiles/mine). */
export function keptKind(path: string): Kind | null {
  if (/^\/profiles(\?|$)/.test(path)) return "lists";
  return /^\/profiles\/(?!mine$)[^/?]+$/.test(path) ? "profiles" : null;
}

/** A 200 the server marked private (this browser only) and storable: never `public`, never `no-store`. */
export function mayKeep(status: number, cacheControl: string | null): boolean {
  return (
    status === 200 && /\bprivate\b/i.test(cacheControl ?? "") && !/\bno-store\b/i.test(cacheControl ?? "")
  );
}

/** The member this device remembers as signed in (features/auth/local-data.ts), or null. */
export function rememberedMemberId(): number | null {
  try {
    const id = (JSON.parse(localStorage.getItem(LOCAL_USER_KEY) ?? "null") as { id?: unknown } | null)?.id;
    return typeof id === "number" ? id : null;
  } catch {
    return null;
  }
}

export function load(): Copy | null {
  try {
    const copy = JSON.parse(localStorage.getItem(OFFLINE_COPY_KEY) ?? "null") as Copy | null;
    return copy && typeof copy.memberId === "number" ? copy : null;
  } catch {
    return null;
  }
}

function store(copy: Copy) {
  try {
    localStorage.setItem(OFFLINE_COPY_KEY, JSON.stringify(copy));
  } catch {
    // storage full or unavailable: better no copy than a part of one
    forgetOfflineCopy();
  }
}

export function forgetOfflineCopy() {
  try {
    localStorage.removeItem(OFFLINE_COPY_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
}

/** Signing in as another member (an account switch): the previous member's copy goes. */
export function keepOnlyMember(memberId: number) {
  if (load()?.memberId !== memberId) forgetOfflineCopy();
}

export const fresh = <T>(entries: Entry<T>[], now: number) =>
  entries.filter((e) => now - e.savedAt < OFFLINE_LIMITS.maxAgeMs && e.savedAt <= now);

/**
 * Keeps one answer for the signed-in member (the newest first, within the limits); a profile without
 * its phone numbers and addresses. Anything else (no member, another kind of path, a public or
 * no-store answer) is not kept.
 */
export function keepAnswer(
  memberId: number | null,
  path: string,
  lang: string,
  cacheControl: string | null,
  status: number,
  data: unknown,
  now = Date.now(),
) {
  const kind = keptKind(path);
  if (memberId === null || !kind || !mayKeep(status, cacheControl) || !data) return;
  const old = load();
  const copy: Copy = old?.memberId === memberId ? old : { memberId, lists: [], profiles: [] };
  const kept =
    kind === "lists" ? data : { ...data, contacts: null, contactsNotice: null, contactsWithheld: null };
  const entries = fresh(copy[kind] as Entry<unknown>[], now).filter(
    (e) => e.path !== path || e.lang !== lang,
  );
  (copy[kind] as Entry<unknown>[]) = [{ path, lang, savedAt: now, data: kept }, ...entries].slice(
    0,
    OFFLINE_LIMITS[kind],
  );
  store(copy);
}

/** The API client's answer for a GET (lib/api.ts), kept when it is one the copy keeps. */
export function keepResponse(path: string, lang: string, response: Response, data: unknown) {
  keepAnswer(rememberedMemberId(), path, lang, response.headers.get("cache-control"), response.status, data);
}
