/**
 * The numbers the database stores for roles and states, named once. Compare with these, never with
 * a bare 0 / 1 / 2 (status-constants.test.ts looks for raw comparisons). No zod here: the web app's
 * first load imports this file.
 */

/** Roles. One role per account; the API lists it as `roles: [role]`. */
export const ROLES = ["super_admin", "admin", "associate", "member"] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLES: readonly Role[] = ["super_admin", "admin"];

export function isAdminRole(roles: readonly Role[]): boolean {
  return roles.some((r) => ADMIN_ROLES.includes(r));
}

/**
 * "Is admin" for anything that carries a role: a user row (`role`), a session user or viewer
 * (`roles`). The one test both the server and the web app use.
 */
export function isAdmin(who: { role: Role } | { roles: readonly Role[] } | null | undefined): boolean {
  if (!who) return false;
  return "roles" in who ? isAdminRole(who.roles) : ADMIN_ROLES.includes(who.role);
}

/** users.is_verified: 0 pending, 1 verified, 2 failed. */
export const VERIFICATION = { pending: 0, verified: 1, failed: 2 } as const;
export type VerificationStatus = (typeof VERIFICATION)[keyof typeof VERIFICATION];

/**
 * row_status of users (0, 1), profiles and committee members (0, 1, 2): 0 deactivated, 1 active,
 * 2 deleted (kept for the audit trail, shown to nobody).
 */
export const ROW_STATUS = { inactive: 0, active: 1, deleted: 2 } as const;
export type RowStatus = typeof ROW_STATUS.inactive | typeof ROW_STATUS.active;

/** Yes / no columns stored as integers (is_redirected, is_locked, is_closed, is_hidden...). */
export const FLAG = { no: 0, yes: 1 } as const;
