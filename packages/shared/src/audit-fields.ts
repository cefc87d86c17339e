import type { AuditEntityType } from "./audit";

/**
 * Every field name the server may write into an audit entry's before/after, per kind of record.
 * The audit repository refuses (outside production) to write a field missing here, and a test
 * checks that each has a label in both languages, so the log never shows a raw column name.
 */
export const AUDIT_FIELDS = {
  profile: [
    "approved_at",
    "is_locked",
    "pending_photo_id",
    "photo_id",
    "photo_remark",
    "photo_status",
    "registration_status",
    "rejected_remark",
    "row_status",
    // identity documents
    "id_status",
    "id_document_type",
    // the committee: marked not a duplicate of another profile
    "not_duplicate_of",
    // the rejection reason picked from the committee's list
    "rejected_reason_id",
    "photo_reason_id",
  ],
  user: [
    "first_name",
    "middle_name",
    "last_name",
    "email",
    "region_id",
    "state_id",
    "district_id",
    "city_village",
    "gender_access",
    "is_bride_groom_access",
    "is_committee_editor",
    "is_verified",
    "verification_remark",
    "role",
    "row_status",
    "payment_enabled",
  ],
  settings: [
    "email",
    "address",
    "phone",
    "whatsappLink",
    "upiId",
    "upiPayeeName",
    "paymentPhone",
    "paymentEnabled",
    "feeAmount",
    "newMembersVerified",
    "reportHideThreshold",
    "socialLinks",
    "lineage",
    // Terms / Privacy Notice versions and the Grievance Officer
    "terms",
    "privacy",
    "name",
    "designation",
    // a rejection reason of the committee's list
    "textEn",
    "textMr",
  ],
  payment: ["status", "reference", "paymentStatus", "profileId", "amount", "remark", "payment_enabled"],
  review: ["reply", "hidden"],
  committee: [
    "region_id",
    "title_id",
    "first_name",
    "middle_name",
    "last_name",
    "designation_id",
    "mobile",
    "occupation",
    "work_address",
    "current_address",
    "permanent_address",
    "order_by",
    "photo_id",
    "row_status",
  ],
  contact: ["read"],
  content: ["kind", "position", "caption_en", "caption_mr", "photo_id"],
  job: ["status", "approved_at", "rejected_remark"],
  business: ["status", "approved_at", "rejected_remark"],
  report: ["status", "outcome"],
  grievance: ["status", "reply"],
  melava: [
    "slug",
    "nameEn",
    "nameMr",
    "startsAt",
    "venueEn",
    "venueMr",
    "address",
    "mapUrl",
    "registrationOpensAt",
    "registrationClosesAt",
    "feeRupees",
    "upiAllowed",
    "capacityBrides",
    "capacityGrooms",
    "bookletPageSize",
    "bookletPerPage",
    "bookletLanguage",
    "bringEn",
    "bringMr",
    "refundEn",
    "refundMr",
    "status",
    // an on-the-spot registration at the desk
    "registrationId",
    "profileId",
    "accountExisted",
    // the desk found the family's approved profile instead of making one
    "existingProfile",
    "registrationStatus",
    "eventNumber",
    "paymentMethod",
    "receiptNumber",
  ],
  story: ["status", "rejected_reason_id", "rejected_remark"],
} as const satisfies Record<AuditEntityType, readonly string[]>;

/** The namespace whose `audit.fields.*` names a record's fields first (then `dashboard`). */
export function auditLabelNamespace(entityType: string): string {
  if (entityType === "melava") return "melava";
  return entityType === "profile" ? "approvals" : entityType === "user" ? "users" : "dashboard";
}

/** Fields of an entry that AUDIT_FIELDS does not list (kinds it does not know are not checked). */
export function unlistedAuditFields(entityType: string, ...states: (string | null | undefined)[]): string[] {
  const listed = (AUDIT_FIELDS as Record<string, readonly string[]>)[entityType];
  if (!listed) return [];
  const fields = states.flatMap((state) => {
    if (!state) return [];
    try {
      const value = JSON.parse(state) as unknown;
      return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
    } catch {
      return [];
    }
  });
  return [...new Set(fields)].filter((field) => !listed.includes(field));
}
