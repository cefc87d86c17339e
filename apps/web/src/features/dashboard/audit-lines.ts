import type { AuditEntry } from "@vv/shared/audit";
import { formatDateTime } from "../../lib/format-date";
import type { Translator } from "../../lib/i18n";
import { formatValue as profileValue } from "../approvals/audit-format";

/** One "label: before → after" line of an audit entry, in the reader's language. */
export interface AuditLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CODE = /^[A-Za-z]+$/;
const MAX_VALUE = 80;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const shorten = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);
const humanize = (field: string) =>
  field
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();

type Reader = Pick<Translator, "t" | "exists" | "language">;

/**
 * Turns any entry of the log into readable lines: profiles and users read as on their own history
 * screens; other records get the shared field names and values. Unchanged fields are left out.
 * Keys are fully qualified ("dashboard:audit.values.yes"), so any translator will do.
 */
export function auditLineReader(i18n: Reader, userValue: (field: string, value: unknown) => string) {
  const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars ?? {}) as string;
  const lang = i18n.language;

  const label = (ns: string, field: string) => {
    for (const key of [`${ns}:audit.fields.${field}`, `dashboard:audit.fields.${field}`]) {
      if (i18n.exists(key)) return t(key);
    }
    return humanize(field);
  };

  const yesNo = (yes: boolean) => t(`dashboard:audit.values.${yes ? "yes" : "no"}`);
  const generic = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === "") return t("dashboard:audit.values.none");
    if (typeof value === "boolean") return yesNo(value);
    if (field === "photo_id") return t("dashboard:audit.values.photoSet");
    if (field === "row_status" && typeof value === "number") {
      const state = ["inactive", "active", "deleted"][value];
      return state ? t(`dashboard:audit.values.${state}`) : String(value);
    }
    if ((field.startsWith("is_") || field.endsWith("_enabled")) && (value === 0 || value === 1)) {
      return yesNo(value === 1);
    }
    if (typeof value === "string") {
      if (ISO_INSTANT.test(value)) return formatDateTime(value, lang);
      const key = `dashboard:audit.values.${value}`;
      return CODE.test(value) && i18n.exists(key) ? t(key) : value;
    }
    return typeof value === "number" ? String(value) : JSON.stringify(value);
  };

  const profile = (field: string, value: unknown) =>
    profileValue(
      field,
      value,
      (key, vars) => t(`approvals:${key}`, vars),
      (iso) => formatDateTime(iso, lang),
    );
  // A user's list access of null means "follow the family's own profiles".
  const user = (field: string, value: unknown) =>
    userValue(field, field === "gender_access" && value === null ? "auto" : value);

  return (entry: Pick<AuditEntry, "entityType" | "before" | "after">): AuditLine[] => {
    const before = asRecord(entry.before);
    const after = asRecord(entry.after);
    const [ns, value] =
      entry.entityType === "profile"
        ? (["approvals", profile] as const)
        : entry.entityType === "user"
          ? (["users", user] as const)
          : (["dashboard", generic] as const);
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      // The user's rejection remark is the entry's own remark, shown below the lines.
      (f) => !(entry.entityType === "user" && f === "verification_remark"),
    );
    return fields
      .map((field) => ({
        field,
        label: label(ns, field),
        before: shorten(value(field, before[field])),
        after: shorten(value(field, after[field])),
      }))
      .filter((line) => line.before !== line.after);
  };
}
