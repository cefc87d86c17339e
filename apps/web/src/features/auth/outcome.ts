import type { LoginOutcome } from "@vv/shared/auth";
import { safeReturnPath } from "@vv/shared/mobile";

export const LIST_PATH = "/user/bride-groom-list";
export const CREATE_PROFILE_PATH = "/user/create-profile";
export const MY_PROFILE_PATH = "/user/my-profile";

/** "/register?returnTo=…" or "/login?returnTo=…" when there is a page to come back to. */
export function withReturn(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/** Where a member goes after the OTP. */
export function pathAfterLogin(outcome: LoginOutcome, returnTo: string | null): string {
  const back = safeReturnPath(returnTo);
  switch (outcome) {
    case "signup":
    case "completeRegistration":
      return withReturn("/register", back);
    case "associate":
      return MY_PROFILE_PATH;
    case "pending":
      return CREATE_PROFILE_PATH;
    case "verified":
      return back ?? LIST_PATH;
  }
}

/** Where a member goes after the sign-up form. */
export function pathAfterRegister(outcome: "verified" | "pending" | "associate", returnTo: string | null) {
  if (outcome === "associate") return MY_PROFILE_PATH;
  if (outcome === "verified") return safeReturnPath(returnTo) ?? LIST_PATH;
  return CREATE_PROFILE_PATH;
}
