/** Turns an audit row's before/after JSON into readable "field: before → after" lines. */
export type AuditT = (key: string, vars?: Record<string, unknown>) => string;

const STATUS_VALUES = new Set(["pending", "approved", "rejected"]);
const PHOTO_FIELDS = new Set(["photo_id", "pending_photo_id"]);
const DATE_FIELDS = new Set(["approved_at"]);

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export function formatValue(
  field: string,
  value: unknown,
  t: AuditT,
  formatDate: (iso: string) => string,
): string {
  if (value === null || value === undefined || value === "") {
    return PHOTO_FIELDS.has(field) ? t("audit.values.photoNone") : t("audit.none");
  }
  if (PHOTO_FIELDS.has(field)) return t("audit.values.photoSet");
  if (DATE_FIELDS.has(field) && typeof value === "string") return formatDate(value);
  if (field === "row_status") {
    const name = value === 1 ? "active" : value === 0 ? "inactive" : value === 2 ? "deleted" : null;
    return name ? t(`audit.values.${name}`) : String(value);
  }
  if (field === "is_locked") return t(value === 1 ? "audit.values.locked" : "audit.values.unlocked");
  if (typeof value === "string" && STATUS_VALUES.has(value)) return t(`audit.values.${value}`);
  return typeof value === "string" ? value : JSON.stringify(value);
}

const KNOWN_FIELDS = [
  "registration_status",
  "rejected_remark",
  "approved_at",
  "photo_status",
  "photo_id",
  "pending_photo_id",
  "photo_remark",
  "row_status",
  "is_locked",
  "not_duplicate_of",
];

export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  t: AuditT,
  formatDate: (iso: string) => string,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    label: KNOWN_FIELDS.includes(field) ? t(`audit.fields.${field}`) : field,
    before: formatValue(field, before?.[field], t, formatDate),
    after: formatValue(field, after?.[field], t, formatDate),
  }));
}
