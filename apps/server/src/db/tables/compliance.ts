/** Compliance (issue 15): consent records, grievances, account deletion, identity documents. */
import type { GrievanceCategory, GrievanceStatus } from "@vv/shared/grievance";
import type { Generated, Selectable } from "kysely";

/** One row per acceptance (sign-up, a newly published version) or withdrawal of consent. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  user_id: number;
  kind: "signup" | "accept" | "withdraw";
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
