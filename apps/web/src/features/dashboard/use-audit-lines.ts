import { useTranslation } from "../../lib/i18n";
import { useUserAuditValue } from "../users-admin/audit-values";
import { auditLineReader } from "./audit-lines";

/** The audit list's reader in the page's language, with place names for users' fields. */
export function useAuditLines() {
  const { i18n } = useTranslation(["dashboard", "approvals", "users"]);
  return auditLineReader(i18n, useUserAuditValue());
}
