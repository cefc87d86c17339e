/** Accounts: settings, users, sessions, sign-in challenges, and the audit log of what people did. */

import type { AuditAction, AuditEntityType } from "@vv/shared/audit";
import type { Generated, Selectable } from "kysely";

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** Login user / admin user record. One role per account (text column). */
export interface UsersTable {
  id: Generated<number>;
  mobile: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  role: Generated<"super_admin" | "admin" | "associate" | "member">;
  region_id: number | null;
  state_id: number | null;
  district_id: number | null;
  city_village: Generated<string>;
  /** 0 pending, 1 verified, 2 failed. */
  is_verified: Generated<0 | 1 | 2>;
  /** 0 deactivated, 1 active. */
  row_status: Generated<0 | 1>;
  is_bride_groom_access: Generated<0 | 1>;
  /** is_redirected: 1 once the sign-up form was completed. */
  is_redirected: Generated<0 | 1>;
  /** The associate (a user with role associate) who brought this member, from /home/{aid}. */
  associate_id: number | null;
  /** Why verification was refused; shown to the member (set on reject, cleared on verify). */
  verification_remark: string | null;
  /** Lists an admin lets this user browse; null follows the family's own profiles. */
  gender_access: "groom" | "bride" | "both" | null;
  /** isPaymentModuleEnable: payments offered to this account even when the site switch is off. */
  payment_enabled: Generated<0 | 1>;
  /** Set by an admin: may maintain the committee directory. */
  is_committee_editor: Generated<0 | 1>;
  /** The Terms and Privacy Notice versions this account accepted (0: none yet). */
  terms_version: Generated<number>;
  privacy_version: Generated<number>;
  /** The IP address the account was created from (null: made by an admin or the CLI). */
  created_ip: Generated<string | null>;
  /** "Delete my account": when asked, and when the erasure job may run (signing in clears both). */
  deletion_requested_at: Generated<string | null>;
  deletion_due_at: Generated<string | null>;
  /** Set when the account was erased; the row is then an empty tombstone the payments ledger needs. */
  erased_at: Generated<string | null>;
  /** When the number last passed an OTP ("Mobile verified" on the account's profiles). */
  mobile_verified_at: Generated<string | null>;
  /** 1: other families do not see that this account shortlisted their profile (095). */
  shortlists_hidden: Generated<0 | 1>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type UserRow = Selectable<UsersTable>;

/** Only the SHA-256 of a session token is stored. */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<string>;
  expires_at: string;
  last_used_at: Generated<string>;
  user_agent: Generated<string>;
}

/** One live OTP per number; the code is stored as an HMAC under the server secret. */
export interface OtpChallengesTable {
  mobile: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  created_at: Generated<string>;
}

/** Proof that a not-yet-registered number passed the OTP, for the sign-up form. */
export interface SignupTicketsTable {
  token_hash: string;
  mobile: string;
  expires_at: string;
  created_at: Generated<string>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  entity_type: AuditEntityType;
  entity_id: number;
  action: AuditAction;
  before_state: string | null;
  after_state: string | null;
  remark: string | null;
  created_at: Generated<string>;
}
