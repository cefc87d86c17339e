import type { UserRow } from "../../db/schema";
import type { Viewer } from "./access";

export function viewerOf(user: UserRow): Viewer {
  return {
    id: user.id,
    roles: [user.role],
    isVerified: user.is_verified,
    rowStatus: user.row_status,
    hasListingAccess: user.is_bride_groom_access === 1,
    genderAccess: user.gender_access,
    paymentEnabled: user.payment_enabled === 1,
  };
}
