/**
 * Admin user management:
 * one zod schema per request and response, used by the admin screens and the routes alike.
 */
import { z } from "zod";
import { registerBodySchema } from "./auth";
import { ROLES } from "./users";

/** List tabs by verification: pending 0, approved 1, rejected 2. */
export const USER_TABS = ["pending", "approved", "rejected"] as const;
export type UserTab = (typeof USER_TABS)[number];
export const TAB_VERIFICATION: Record<UserTab, 0 | 1 | 2> = { pending: 0, approved: 1, rejected: 2 };

/** Rows per page the admin may choose. */
export const USER_PAGE_SIZES = [5, 10] as const;
export const USER_SORTS = ["createdAt", "updatedAt", "mobile", "firstName", "lastName"] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuerySchema = z.object({
  tab: z.enum(USER_TABS).default("pending").catch("pending"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n))
    .default(5)
    .catch(5),
  q: z.string().trim().max(60).optional().catch(undefined),
  regionId: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  sort: z.enum(USER_SORTS).default("createdAt").catch("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc").catch("desc"),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/**
 * Which list(s) a user may browse, set by an admin: "auto" follows the family's own profiles
 * (a groom's family browses brides), the others override it.
 */
export const GENDER_ACCESS_CHOICES = ["auto", "groom", "bride", "both"] as const;
export type GenderAccessChoice = (typeof GENDER_ACCESS_CHOICES)[number];

/** Roles an admin action can give; taking a role away makes the account a member again. */
export const GRANTABLE_ROLES = ["associate", "admin", "super_admin"] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const USER_ACTIONS = [
  "verify",
  "reject",
  "activate",
  "deactivate",
  "grantListing",
  "removeListing",
  "setGenderAccess",
  "grantRole",
  "removeRole",
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
export const USER_REMARK_MAX = 500;

export const userActionBodySchema = z
  .object({
    action: z.enum(USER_ACTIONS, "common:validation.invalidChoice"),
    remark: z
      .string()
      .trim()
      .max(USER_REMARK_MAX, `common:validation.tooLong|${JSON.stringify({ max: USER_REMARK_MAX })}`)
      .optional(),
    role: z.enum(GRANTABLE_ROLES, "common:validation.invalidChoice").optional(),
    genderAccess: z.enum(GENDER_ACCESS_CHOICES, "common:validation.invalidChoice").optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === "reject" && !body.remark) {
      ctx.addIssue({ code: "custom", path: ["remark"], message: "users:errors.remarkRequired" });
    }
    if (body.action === "grantRole" && !body.role) {
      ctx.addIssue({ code: "custom", path: ["role"], message: "common:validation.invalidChoice" });
    }
    if (body.action === "setGenderAccess" && !body.genderAccess) {
      ctx.addIssue({ code: "custom", path: ["genderAccess"], message: "common:validation.invalidChoice" });
    }
  });
export type UserActionBody = z.output<typeof userActionBodySchema>;

/** Edit: the sign-up form's fields with the sign-up form's limits, plus the region. */
export const userEditBodySchema = registerBodySchema
  .pick({ firstName: true, lastName: true, stateId: true, districtId: true, cityVillage: true })
  .extend({
    regionId: z
      .number({ error: () => "common:validation.invalidChoice" })
      .int()
      .min(1)
      .max(1000)
      .nullable(),
  });
export type UserEditBody = z.input<typeof userEditBodySchema>;
export type UserEditInput = z.output<typeof userEditBodySchema>;

/** One row of the admin user list, names in the caller's language. */
export const adminUserRowSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  regionId: z.number().int().nullable(),
  regionName: z.string(),
  stateId: z.number().int().nullable(),
  stateName: z.string(),
  districtId: z.number().int().nullable(),
  districtName: z.string(),
  cityVillage: z.string(),
  isVerified: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rowStatus: z.union([z.literal(0), z.literal(1)]),
  hasListingAccess: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userListResponseSchema = z.object({
  items: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** What the calling admin may do to this user. */
export const userPermissionsSchema = z.object({
  edit: z.boolean(),
  approval: z.boolean(),
  status: z.boolean(),
  listing: z.boolean(),
  grantRoles: z.array(z.enum(GRANTABLE_ROLES)),
  removeRole: z.boolean(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const adminUserDetailsSchema = adminUserRowSchema.extend({
  verificationRemark: z.string().nullable(),
  genderAccess: z.enum(GENDER_ACCESS_CHOICES),
  isSelf: z.boolean(),
  permissions: userPermissionsSchema,
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const userAuditResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      actorUserId: z.number().int().nullable(),
      actorName: z.string().nullable(),
      action: z.string(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
      remark: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type UserAuditResponse = z.infer<typeof userAuditResponseSchema>;
