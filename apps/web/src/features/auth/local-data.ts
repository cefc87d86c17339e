/**
 * What the browser keeps about the signed-in user (SPEC §3: kept locally under the key "user").
 * No token is stored here: the session cookie is httpOnly. The record only says "someone was
 * signed in on this device", so a session that ended elsewhere is noticed and cleaned up.
 */
import type { SessionUser } from "@vv/shared/users";

export const LOCAL_USER_KEY = "user";
/** SPEC §9: user data kept under the keys user and storeDataObject; both go on logout. */
const LOCAL_USER_KEYS = [LOCAL_USER_KEY, "storeDataObject"] as const;

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

export function clearLocalUserData() {
  try {
    for (const key of LOCAL_USER_KEYS) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored
  }
}
