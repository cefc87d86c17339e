import { isAdmin, ROW_STATUS, VERIFICATION } from "@vv/shared/statuses";
import type { ProfileRow } from "./repo";

export type ViewerRole = "super_admin" | "admin" | "associate" | "member";

/** Who is asking: enough of the signed-in user for profile rules. */
export interface Viewer {
  id: number;
  roles: readonly ViewerRole[];
  isVerified: number;
  rowStatus: number;
  hasListingAccess: boolean;
  /** An admin's choice of list(s) for this user; null/undefined follows the family's own profiles. */
  genderAccess?: "groom" | "bride" | "both" | null;
  /** isPaymentModuleEnable: payments offered to this account even when the site switch is off. */
  paymentEnabled?: boolean;
}

export const isAssociateViewer = (v: Viewer | null | undefined) => !!v?.roles.includes("associate");

/** Owner, the associate who registered it, or an admin: sees and manages everything of the profile. */
export function managesProfile(viewer: Viewer | null | undefined, row: ProfileRow): boolean {
  if (!viewer) return false;
  return isAdmin(viewer) || row.owner_user_id === viewer.id || row.associate_user_id === viewer.id;
}

/** A verified member with listing access may see an approved, active profile of a gender they browse. */
export function mayBrowseProfile(
  viewer: Viewer | null | undefined,
  row: ProfileRow,
  genders: readonly number[],
): boolean {
  if (
    viewer?.rowStatus !== ROW_STATUS.active ||
    viewer.isVerified !== VERIFICATION.verified ||
    !viewer.hasListingAccess
  )
    return false;
  return (
    row.registration_status === "approved" &&
    row.row_status === ROW_STATUS.active &&
    genders.includes(row.gender)
  );
}

export function mayEditProfile(viewer: Viewer | null | undefined, row: ProfileRow): boolean {
  if (!managesProfile(viewer, row)) return false;
  return isAdmin(viewer) || row.is_locked === 0;
}

/**
 * Genders a viewer browses: admins both; then an admin's per-user choice; associates both; a family
 * the opposite of its own profiles.
 */
export function browseGenders(viewer: Viewer, ownGenders: readonly number[]): number[] {
  if (isAdmin(viewer)) return [1, 2];
  if (viewer.genderAccess === "groom") return [1];
  if (viewer.genderAccess === "bride") return [2];
  if (viewer.genderAccess === "both") return [1, 2];
  if (isAssociateViewer(viewer)) return [1, 2];
  const out = new Set<number>();
  if (ownGenders.includes(1)) out.add(2);
  if (ownGenders.includes(2)) out.add(1);
  return [...out].sort();
}

export function genderAccessName(genders: readonly number[]): "groom" | "bride" | "both" | "none" {
  if (genders.includes(1) && genders.includes(2)) return "both";
  if (genders.includes(1)) return "groom";
  if (genders.includes(2)) return "bride";
  return "none";
}
