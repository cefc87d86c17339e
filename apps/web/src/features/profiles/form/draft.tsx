import type { ProfileFormValues } from "@vv/shared/profile";
import { useEffect } from "react";
import { type Control, useWatch } from "react-hook-form";
import { PROFILE_DRAFT_KEY_PREFIX } from "../../auth/local-data";

/**
 * A new profile is a long form typed on a phone: if the browser drops the tab (a call, a low-memory
 * Android), what was typed comes back. Kept per signed-in user; removed once the profile is saved
 * and on logout (auth/local-data.ts).
 */
const key = (userId: number) => `${PROFILE_DRAFT_KEY_PREFIX}${userId}`;

export function loadDraft(userId: number): Partial<ProfileFormValues> | null {
  try {
    const raw = localStorage.getItem(key(userId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === "object" ? (value as Partial<ProfileFormValues>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(userId: number) {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** Renders nothing; watching every value here keeps the rest of the form from re-rendering per key. */
export function DraftKeeper({ control, userId }: { control: Control<ProfileFormValues>; userId: number }) {
  useKeepDraft(control, userId, true);
  return null;
}

function useKeepDraft(control: Control<ProfileFormValues>, userId: number, enabled: boolean) {
  const values = useWatch({ control });
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(key(userId), JSON.stringify(values));
      } catch {
        // storage full or unavailable: the form still works, only the safety net is missing
      }
    }, 600);
    return () => clearTimeout(timer);
  }, [values, userId, enabled]);
}
