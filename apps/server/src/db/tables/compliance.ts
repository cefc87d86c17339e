/** Compliance: consent records, grievances, account deletion, identity documents. */
import type { GrievanceCategory, GrievanceStatus } from "@vv/shared/grievance";
import type { IdDocumentType } from "@vv/shared/identity";
import type { Generated, Selectable } from "kysely";

/** One row per acceptance (sign-up, a newly published version) or withdrawal of consent. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  user_id: number;
  kind: "signup" | "accept" | "withdraw";
  /** The document this consent is about; null: one record covered both (before separate boxes). */
  document: "terms" | "privacy" | null;
  terms_version: number;
  privacy_version: number;
  /** 1 when the sign-up declaration (marriage, not dating, true details, others' numbers) was made. */
  declaration: Generated<0 | 1>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: Generated<string>;
}

/** A complaint to the Grievance Officer; the reference and the mobile number open its status page. */
export interface GrievancesTable {
  id: Generated<number>;
  reference: string;
  category: GrievanceCategory;
  description: string;
  name: string;
  mobile: string;
  email: Generated<string>;
  profile_ref: Generated<string>;
  /** The signed-in account that filed it, if any (set null when that account is erased). */
  user_id: number | null;
  status: Generated<GrievanceStatus>;
  /** Storage key of the one attachment (image re-encoded, or PDF without active content). */
  attachment_key: string | null;
  attachment_type: string | null;
  /** SHA-256 of the token that lets the filer attach a file, cleared once used. */
  upload_token_hash: string | null;
  /** sha256 of a visitor's Idempotency-Key: the same complaint retried is filed once. */
  request_key_hash: string | null;
  created_ip: Generated<string>;
  created_at: Generated<string>;
  ack_due_at: string;
  resolve_due_at: string;
  acknowledged_at: string | null;
  resolved_at: string | null;
}
export type GrievanceRow = Selectable<GrievancesTable>;

/** Status changes and replies, shown to the complainant on the status page. */
export interface GrievanceEventsTable {
  id: Generated<number>;
  grievance_id: number;
  actor_user_id: number | null;
  kind: "status" | "reply";
  status: GrievanceStatus | null;
  message: Generated<string>;
  created_at: Generated<string>;
}

/**
 * An identity document a family uploaded for one profile, and the committee's decision. The bytes
 * live in storage until ID_DOCUMENT_KEEP_DAYS after the decision; the row (type, dates, who decided)
 * stays as the record of the check.
 */
export interface IdentityDocumentsTable {
  id: Generated<number>;
  profile_id: number;
  uploaded_by_user_id: number | null;
  document_type: IdDocumentType;
  status: Generated<"pending" | "verified" | "rejected">;
  /** Storage key of the document (image re-encoded, or PDF without active content); null once deleted. */
  storage_key: string | null;
  content_type: string;
  remark: string | null;
  uploaded_at: Generated<string>;
  decided_at: string | null;
  decided_by_user_id: number | null;
  bytes_deleted_at: string | null;
}
export type IdentityDocumentRow = Selectable<IdentityDocumentsTable>;

/**
 * The minimum of an erased account that IT Rules 2021 rule 3(1)(h) asks to keep for 180 days after
 * the registration is cancelled: mobile, names, creation IP, consents, dates. Only the super admin
 * reads it (audited); the erasure job deletes each row once purge_after has passed.
 */
export interface RetainedRegistrationsTable {
  id: Generated<number>;
  former_user_id: number;
  mobile: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  created_ip: string | null;
  registered_at: string;
  deletion_requested_at: string | null;
  erased_at: string;
  purge_after: string;
  /** JSON array of the consent records (kind, document, versions, time, IP address, browser). */
  consents: Generated<string>;
}

/** The person a member nominates to exercise their rights on death or incapacity (DPDP Act s14). */
export interface NomineesTable {
  user_id: number;
  name: string;
  relation: string;
  mobile: string;
  updated_at: Generated<string>;
}

/** When each member was last reminded of the rules (IT Rules 3(1)(c): at least once a year). */
export interface RulesRemindersTable {
  user_id: number;
  reminded_at: string;
}
