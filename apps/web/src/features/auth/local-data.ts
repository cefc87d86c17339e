/**
 * What the browser keeps about the signed-in user.
 * No token is stored here: the session cookie is httpOnly. The record only says "someone was
 * signed in on this device", so a session that ended elsewhere is noticed and cleaned up.
 */
import type { SessionUser } from "@vv/shared/users";

export const LOCAL_USER_KEY = "user";
/**
 * User data (the user, storeDataObject, and vv-offline-copy: the member's last-seen lists and
 * profiles, features/pwa/offline-copy.ts): all go when the session ends.
 */
const LOCAL_USER_KEYS = [LOCAL_USER_KEY, "storeDataObject", "vv-offline-copy"] as const;

export function rememberUser(user: SessionUser) {
  try {
    const { id, firstName, lastName, roles } = user;
    localStorage.setItem(LOCAL_USER_KEY, JSON.stringify({ id, firstName, lastName, roles }));
  } catch {
    // storage unavailable (private mode): nothing to remember
  }
}

export function hadLocalUser(): boolean {
  try {
    return localStorage.getItem(LOCAL_USER_KEY) !== null;
  } catch {
    return false;
  }
}

/** Unsaved profile forms, one per user (profiles/form/draft.tsx): a family's details in full. */
export const PROFILE_DRAFT_KEY_PREFIX = "vv-profile-draft:";

/**
 * The melava desk's copy of an event (registrations list, fee) and its queue of check-ins and
 * walk-in registrations made offline, one set per admin (melava/desk/offline.ts). Older copies were
 * kept without the admin's id under "vv-melava-desk-" and "vv-melava-queue-".
 */
export const DESK_KEY_PREFIX = "vv-melava-desk:";
const SIGN_OUT_PREFIXES = [PROFILE_DRAFT_KEY_PREFIX, DESK_KEY_PREFIX, "vv-melava-desk-", "vv-melava-queue-"];

/**
 * Forgets the signed-in user on this device. Drafts survive a session that merely expired (the
 * member signs in again and carries on) but not a deliberate logout: on a shared family phone
 * the next person must not find a daughter's details in the browser's storage. The desk's queue
 * follows the same rule: an admin whose session expired at the hall signs in again and it is sent.
 */
export function clearLocalUserData({ forgetDrafts = false } = {}) {
  try {
    for (const key of LOCAL_USER_KEYS) localStorage.removeItem(key);
    if (!forgetDrafts) return;
    const drafts = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => SIGN_OUT_PREFIXES.some((prefix) => key?.startsWith(prefix)),
    );
    for (const key of drafts) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored
  }
}
