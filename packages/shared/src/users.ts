import { z } from "zod";

/** Roles. One role per account; the API lists it as `roles: [role]`. */
export const ROLES = ["super_admin", "admin", "associate", "member"] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLES: readonly Role[] = ["super_admin", "admin"];

/** is_verified 0 pending, 1 verified, 2 failed. */
export const VERIFICATION = { pending: 0, verified: 1, failed: 2 } as const;
export type VerificationStatus = (typeof VERIFICATION)[keyof typeof VERIFICATION];

/** A user's row_status 0 deactivated, 1 active. */
export const ROW_STATUS = { inactive: 0, active: 1 } as const;
export type RowStatus = (typeof ROW_STATUS)[keyof typeof ROW_STATUS];

/** Which profiles the user may browse. */
export const GENDER_ACCESS = ["groom", "bride", "both", "none"] as const;
export type GenderAccess = (typeof GENDER_ACCESS)[number];

/** Written once: names and places the sign-up form and the users table both respect. */
export const LIMITS_USER = {
  firstName: 30,
  lastName: 30,
  cityVillage: 50,
  associateId: 40,
} as const;

/** The signed-in user as the web app sees it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  roles: z.array(z.enum(ROLES)),
  regionId: z.number().int().nullable(),
  stateId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  cityVillage: z.string(),
  isVerified: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rowStatus: z.union([z.literal(0), z.literal(1)]),
  /** is_redirected: 1 once the sign-up form was completed. */
  registrationComplete: z.boolean(),
  hasListingAccess: z.boolean(),
  genderAccess: z.enum(GENDER_ACCESS),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export function isAdminRole(roles: readonly Role[]): boolean {
  return roles.some((r) => ADMIN_ROLES.includes(r));
}
