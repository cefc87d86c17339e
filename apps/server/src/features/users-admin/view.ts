import type { AdminUserDetails, AdminUserRow } from "@vv/shared/admin-users";
import type { Language } from "@vv/shared/i18n";
import { findById, findDistrict, findState, label, REGIONS } from "@vv/shared/reference";
import type { UserRow } from "../../db/schema";
import { permissionsFor } from "./rules";

/** One user as the admin list shows it: place names in the admin's language. */
export function toAdminUserRow(row: UserRow, lang: Language): AdminUserRow {
  const region = row.region_id === null ? undefined : findById(REGIONS, row.region_id as never);
  const state = row.state_id === null ? undefined : findState(row.state_id);
  const district = row.district_id === null ? undefined : findDistrict(row.district_id);
  return {
    id: row.id,
    mobile: row.mobile,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    regionId: row.region_id,
    regionName: region ? label(region, lang) : "",
    stateId: row.state_id,
    stateName: state ? label(state, lang) : "",
    districtId: row.district_id,
    districtName: district ? label(district, lang) : "",
    cityVillage: row.city_village,
    isVerified: row.is_verified,
    rowStatus: row.row_status,
    hasListingAccess: row.is_bride_groom_access === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toAdminUserDetails(row: UserRow, actor: UserRow, lang: Language): AdminUserDetails {
  return {
    ...toAdminUserRow(row, lang),
    verificationRemark: row.verification_remark,
    genderAccess: row.gender_access ?? "auto",
    isSelf: row.id === actor.id,
    permissions: permissionsFor(actor, row),
  };
}
