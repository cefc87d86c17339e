import type { AdminUserRow } from "@vv/shared/admin-users";
import type { TFunction } from "../../lib/i18n";

export function verifiedLabel(t: TFunction, value: AdminUserRow["isVerified"]): string {
  return t(
    value === 0 ? "values.verified.pending" : value === 1 ? "values.verified.yes" : "values.verified.no",
  );
}

export function statusLabel(t: TFunction, value: AdminUserRow["rowStatus"]): string {
  return t(value === 1 ? "values.status.active" : "values.status.inactive");
}

export function verifiedColor(value: AdminUserRow["isVerified"]): string {
  return value === 0 ? "yellow" : value === 1 ? "green" : "red";
}

export function fullName(user: Pick<AdminUserRow, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
