import type { Location } from "react-router";

/** How the profile form was reached: from My registration, or to edit a profile. */
export type FromPage = "edit" | "myRegistration";

export interface ProfileFormState {
  fromPage?: FromPage;
  profileId?: number;
}

/** The form's address for editing a profile: the id is also in the URL, so a reload keeps it. */
export function editProfileTarget(profileId: number, fromPage: FromPage) {
  return {
    to: `/user/create-profile?edit=${profileId}`,
    state: { fromPage, profileId } satisfies ProfileFormState,
  };
}

export function readFormState(location: Location, params: URLSearchParams): ProfileFormState {
  const state = (location.state ?? {}) as ProfileFormState;
  const fromUrl = params.get("edit");
  const profileId =
    typeof state.profileId === "number"
      ? state.profileId
      : fromUrl && /^\d+$/.test(fromUrl)
        ? Number(fromUrl)
        : undefined;
  const fromPage =
    state.fromPage === "edit" || state.fromPage === "myRegistration" ? state.fromPage : undefined;
  return { fromPage: fromPage ?? (profileId !== undefined ? "edit" : undefined), profileId };
}

/** The payment page's navigation state. */
export function paymentState(profileId: number, registrationNumber: number | null) {
  return { profileId, registrationNumber, paymentType: "VADHU_VAR_REG" as const };
}

/** /payment for a profile: the id is also in the URL, so a reload or a shared link keeps it. */
export function paymentTarget(profileId: number, registrationNumber: number | null) {
  return { to: `/payment?profile=${profileId}`, state: paymentState(profileId, registrationNumber) };
}

/** Goes back to the page that opened this one, or to a fallback when the page was opened directly. */
export function canGoBack(location: Location): boolean {
  return location.key !== "default";
}
