import { z } from "zod";

import { ROLES } from "./statuses";

export {
  ADMIN_ROLES,
  isAdmin,
  isAdminRole,
  ROLES,
  ROW_STATUS,
  type Role,
  type RowStatus,
  VERIFICATION,
  type VerificationStatus,
} from "./statuses";

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
