import {
  GRANTABLE_ROLES,
  type GrantableRole,
  type UserAction,
  type UserActionBody,
  type UserPermissions,
} from "@vv/shared/admin-users";
import { isAdmin, ROW_STATUS, VERIFICATION } from "@vv/shared/statuses";
import type { UserRow } from "../../db/schema";
import type { UserPatch } from "../users/repo";

/**
 * Who may change whom: admins manage members and associates; only a super
 * admin manages admin accounts (admins and super admins) and grants the admin roles. Nobody
 * verifies, rejects or deactivates their own account.
 */
export function permissionsFor(actor: UserRow, target: UserRow): UserPermissions {
  const manages = actor.role === "super_admin" || !isAdmin(target);
  const self = actor.id === target.id;
  let grantRoles: GrantableRole[] = [];
  if (manages) {
    grantRoles =
      actor.role === "super_admin"
        ? GRANTABLE_ROLES.filter((r) => r !== target.role)
        : target.role === "member"
          ? ["associate"]
          : [];
  }
  return {
    edit: manages,
    approval: manages && !self,
    status: manages && !self,
    listing: manages && !isAdmin(target),
    grantRoles,
    removeRole: manages && target.role !== "member",
  };
}

/** Whether the permissions allow this action at all (the state may still make it not apply). */
export function allows(permissions: UserPermissions, body: UserActionBody): boolean {
  switch (body.action) {
    case "verify":
    case "reject":
      return permissions.approval;
    case "activate":
    case "deactivate":
      return permissions.status;
    case "grantListing":
    case "removeListing":
    case "setGenderAccess":
      return permissions.listing;
    case "grantRole":
      return !!body.role && permissions.grantRoles.includes(body.role);
    case "removeRole":
      return permissions.removeRole;
  }
}

/** Actions after which the user's sessions end at once: they lose access or get new rights. */
export const ENDS_SESSIONS: readonly UserAction[] = ["deactivate", "reject", "grantRole", "removeRole"];

/** Actions that take a super admin out of office (demotion, deactivation, refused verification). */
export function removesSuperAdmin(target: UserRow, patch: UserPatch): boolean {
  if (target.role !== "super_admin") return false;
  return (
    (patch.role !== undefined && patch.role !== "super_admin") ||
    patch.row_status === ROW_STATUS.inactive ||
    (patch.is_verified !== undefined && patch.is_verified !== VERIFICATION.verified)
  );
}

/** What the action changes on the user, or null when it does not apply to the user as they are. */
export function userTransition(row: UserRow, body: UserActionBody): UserPatch | null {
  switch (body.action) {
    case "verify":
      return row.is_verified === VERIFICATION.verified
        ? null
        : { is_verified: VERIFICATION.verified, verification_remark: null };
    case "reject":
      return row.is_verified === VERIFICATION.failed
        ? null
        : { is_verified: VERIFICATION.failed, verification_remark: body.remark ?? null };
    case "activate":
      return row.row_status === ROW_STATUS.active ? null : { row_status: ROW_STATUS.active };
    case "deactivate":
      return row.row_status === ROW_STATUS.inactive ? null : { row_status: ROW_STATUS.inactive };
    case "grantListing":
      return row.is_bride_groom_access === 1 ? null : { is_bride_groom_access: 1 };
    case "removeListing":
      return row.is_bride_groom_access === 0 ? null : { is_bride_groom_access: 0 };
    case "setGenderAccess": {
      const value = body.genderAccess === "auto" || !body.genderAccess ? null : body.genderAccess;
      return row.gender_access === value ? null : { gender_access: value };
    }
    case "grantRole":
      return !body.role || row.role === body.role ? null : { role: body.role };
    case "removeRole":
      return row.role === "member" ? null : { role: "member" };
  }
}
