import {
  type GenderAccess,
  isAdmin,
  normalizeMobile,
  type Role,
  type RowStatus,
  type SessionUser,
  VERIFICATION,
} from "@vv/shared";
import { FLAG, ROW_STATUS } from "@vv/shared/statuses";
import type { UserRow } from "../../db/schema";
import { badRequest, notFound } from "../../platform/errors";
import type { NewUser, UserPatch, UsersRepo } from "./repo";

/** What the users service needs from sessions: revoking them when access changes. */
export interface SessionRevoker {
  revokeAllForUser(userId: number): Promise<void>;
}

export interface RegistrationDetails {
  firstName: string;
  lastName: string;
  stateId: number;
  districtId: number;
  cityVillage: string;
  associateId?: number | null;
}

/**
 * Which profiles a user may browse. Admins see both; others need an active, verified account with
 * listing access. (The profiles feature may narrow this further, e.g. by the user's own profile.)
 */
export function genderAccessFor(row: UserRow): GenderAccess {
  if (isAdmin(row)) return "both";
  if (!hasListingAccess(row)) return "none";
  return row.gender_access ?? "both";
}

export function hasListingAccess(row: UserRow): boolean {
  if (isAdmin(row)) return true;
  return (
    row.row_status === ROW_STATUS.active &&
    row.is_verified === VERIFICATION.verified &&
    row.is_bride_groom_access === 1
  );
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.mobile,
    roles: [row.role],
    regionId: row.region_id,
    stateId: row.state_id,
    districtId: row.district_id,
    cityVillage: row.city_village,
    isVerified: row.is_verified,
    rowStatus: row.row_status,
    registrationComplete: row.is_redirected === FLAG.yes,
    hasListingAccess: hasListingAccess(row),
    genderAccess: genderAccessFor(row),
  };
}

export function usersService(repo: UsersRepo, sessions: SessionRevoker) {
  async function mustFind(id: number): Promise<UserRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    findById: (id: number) => repo.findById(id),
    findByMobile: (mobile: string) => repo.findByMobile(mobile),
    count: () => repo.count(),

    /** The associate's user id when `aid` names an active associate, else null (never an error). */
    async resolveAssociate(aid: string | undefined): Promise<number | null> {
      if (!aid || !/^\d{1,9}$/.test(aid)) return null;
      return (await repo.findAssociate(Number(aid)))?.id ?? null;
    },

    /** A new member from the sign-up form; undefined when the number was registered meanwhile. */
    async createMember(mobile: string, details: RegistrationDetails, verified: boolean) {
      return repo.insertIfAbsent({
        mobile,
        ...detailsToColumns(details),
        role: "member",
        is_verified: verified ? VERIFICATION.verified : VERIFICATION.pending,
        row_status: ROW_STATUS.active,
        is_bride_groom_access: 1,
        is_redirected: FLAG.yes,
        associate_id: details.associateId ?? null,
        // The sign-up ticket is proof that this number just passed an OTP.
        mobile_verified_at: new Date().toISOString(),
      });
    },

    /** The number passed an OTP: the account's profiles carry the "Mobile verified" badge. */
    async markMobileVerified(user: UserRow) {
      if (user.mobile_verified_at) return user;
      return (await repo.update(user.id, { mobile_verified_at: new Date().toISOString() })) ?? user;
    },

    /** Fills in the sign-up form for an account that existed without it (e.g. a CLI-made admin). */
    async completeRegistration(id: number, details: RegistrationDetails) {
      const current = await mustFind(id);
      return repo.update(id, {
        ...detailsToColumns(details),
        is_redirected: FLAG.yes,
        associate_id: current.associate_id ?? details.associateId ?? null,
      });
    },

    /** Activates or deactivates; deactivation ends every session of the user at once. */
    async setRowStatus(id: number, status: RowStatus) {
      await mustFind(id);
      const row = await repo.update(id, { row_status: status });
      if (status === 0) await sessions.revokeAllForUser(id);
      return row;
    },

    /** Changes the role and ends every session, so the new rights apply from the next sign-in. */
    async setRole(id: number, role: Role) {
      const current = await mustFind(id);
      if (current.role === role) return current;
      const row = await repo.update(id, { role });
      await sessions.revokeAllForUser(id);
      return row;
    },

    async update(id: number, patch: UserPatch) {
      await mustFind(id);
      return repo.update(id, patch);
    },

    insertIfAbsent: (user: NewUser) => repo.insertIfAbsent(user),

    /**
     * Makes the number a super admin (SUPER_ADMIN_MOBILE, `npm run create-admin`): creates the
     * account if needed, or promotes and re-activates an existing one.
     */
    async ensureSuperAdmin(rawMobile: string, names: { firstName?: string; lastName?: string } = {}) {
      const mobile = normalizeMobile(rawMobile);
      if (!mobile) throw badRequest("auth:validation.mobileInvalid");
      const existing = await repo.findByMobile(mobile);
      if (!existing) {
        const created = await repo.insertIfAbsent({
          mobile,
          first_name: names.firstName ?? "",
          last_name: names.lastName ?? "",
          role: "super_admin",
          is_verified: VERIFICATION.verified,
          row_status: ROW_STATUS.active,
          is_bride_groom_access: 1,
          is_redirected: names.firstName && names.lastName ? 1 : 0,
        });
        if (created) return { user: created, created: true };
      }
      const row = existing ?? (await repo.findByMobile(mobile));
      if (!row) throw notFound();
      if (row.role !== "super_admin") await this.setRole(row.id, "super_admin");
      const updated = await repo.update(row.id, {
        is_verified: VERIFICATION.verified,
        row_status: ROW_STATUS.active,
        ...(names.firstName ? { first_name: names.firstName } : {}),
        ...(names.lastName ? { last_name: names.lastName } : {}),
        ...(names.firstName && names.lastName ? { is_redirected: FLAG.yes } : {}),
      });
      return { user: updated ?? row, created: false };
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;

function detailsToColumns(details: RegistrationDetails) {
  return {
    first_name: details.firstName,
    last_name: details.lastName,
    state_id: details.stateId,
    district_id: details.districtId,
    city_village: details.cityVillage,
  };
}
