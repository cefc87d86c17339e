/** Table types for Kysely. Columns are snake_case; timestamps are ISO-8601 strings. */

import type { AuditAction, AuditEntityType } from "@vv/shared/audit";
import type { Generated, Selectable } from "kysely";

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** SPEC §3 login user / admin user record. One role per account (text column). */
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
  /** SPEC is_redirected: 1 once the sign-up form was completed. */
  is_redirected: Generated<0 | 1>;
  /** The associate (a user with role associate) who brought this member, from /home/{aid}. */
  associate_id: number | null;
  /** Why verification was refused; shown to the member (set on reject, cleared on verify). */
  verification_remark: string | null;
  /** Lists an admin lets this user browse; null follows the family's own profiles. */
  gender_access: "groom" | "bride" | "both" | null;
  /** SPEC isPaymentModuleEnable: payments offered to this account even when the site switch is off. */
  payment_enabled: Generated<0 | 1>;
  /** Set by an admin: may maintain the committee directory (issue 7). */
  is_committee_editor: Generated<0 | 1>;
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

export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  otp_challenges: OtpChallengesTable;
  signup_tickets: SignupTicketsTable;
  profiles: ProfilesTable;
  wishlist: WishlistTable;
  photos: PhotosTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
  payments: PaymentsTable;
  sandbox_checkouts: SandboxCheckoutsTable;
  reviews: ReviewsTable;
  committee_members: CommitteeMembersTable;
  site_images: SiteImagesTable;
  jobs: JobsTable;
  resumes: ResumesTable;
  job_applications: JobApplicationsTable;
  businesses: BusinessesTable;
}

export type PaymentLedgerStatus = "INITIATED" | "PENDING" | "SUCCESS" | "FAILED";

/** One row per payment attempt (issue 6 ledger). */
export interface PaymentsTable {
  id: Generated<number>;
  transaction_id: string;
  profile_id: number;
  user_id: number;
  payment_type: string;
  amount_paise: number;
  provider: "sandbox" | "phonepe" | "upi";
  status: Generated<PaymentLedgerStatus>;
  /** Gateway transaction id, or the UPI reference (UTR). */
  provider_reference: string | null;
  provider_code: string | null;
  /** The last verified callback or status answer, as received. */
  raw_callback: string | null;
  /** 1 on the attempt that marked its profile paid. */
  counted: Generated<0 | 1>;
  decided_by: number | null;
  remark: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  completed_at: string | null;
  checked_at: string | null;
}

/** The sandbox gateway's own side: what the pretend bank decided for each checkout. */
export interface SandboxCheckoutsTable {
  transaction_id: string;
  amount_paise: number;
  state: Generated<"PENDING" | "COMPLETED" | "FAILED">;
  gateway_reference: string;
  /** Where the browser goes back to after Pay or Fail. */
  redirect_url: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** One review of the service per member; stars stored in halves (1..10). */
export interface ReviewsTable {
  id: Generated<number>;
  user_id: number;
  rating_halves: number;
  text: Generated<string>;
  reply: string | null;
  reply_at: string | null;
  reply_by: number | null;
  hidden: Generated<0 | 1>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** SPEC §3 committee member. row_status 1 active, 0 inactive, 2 deleted. */
export interface CommitteeMembersTable {
  id: Generated<number>;
  region_id: number;
  title_id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  designation_id: number;
  mobile: string;
  occupation: string;
  work_address: string;
  current_address: string;
  permanent_address: string;
  photo_id: string | null;
  order_by: Generated<number>;
  row_status: Generated<0 | 1 | 2>;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type CommitteeMemberRow = Selectable<CommitteeMembersTable>;

/** Admin-managed carousel and gallery images. */
export interface SiteImagesTable {
  id: Generated<number>;
  kind: "carousel" | "gallery";
  photo_id: string;
  caption_en: Generated<string>;
  caption_mr: Generated<string>;
  position: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
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

/** An uploaded photo; its variants are in blob storage under `photos/{id}/`. */
export interface PhotosTable {
  id: string;
  owner_user_id: number | null;
  /** Size of the full variant. */
  width: number;
  height: number;
  /** Bytes of all stored variants together. */
  bytes: number;
  created_at: Generated<string>;
}

export type RegistrationStatus = "pending" | "approved" | "rejected";
export type PhotoStatus = "pending" | "approved" | "rejected";

export interface ProfilesTable {
  id: Generated<number>;
  registration_number: number | null;
  owner_user_id: number;
  associate_user_id: number | null;
  profile_for: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  search_name: string;
  gender: number;
  date_of_birth: string;
  birth_time: string;
  birth_place: string;
  height: string;
  height_inches: number;
  blood_group_id: number;
  marital_status_id: number;
  zodiac_id: number;
  religion_id: number;
  caste_id: number;
  sub_caste: string | null;
  education_id: number;
  specialization: string | null;
  occupation_id: number | null;
  occupation_detail: string | null;
  annual_income_id: number | null;
  requirement: string | null;
  region_id: number | null;
  state_id: number;
  district_id: number;
  city_village: string | null;
  uncle_surname: string;
  father_full_name: string;
  father_occupation: string;
  father_mobile: string;
  current_address: string;
  permanent_address: string | null;
  contact_person_name_1: string;
  contact_person_mobile_1: string;
  contact_person_name_2: string | null;
  contact_person_mobile_2: string | null;
  photo_id: string | null;
  pending_photo_id: string | null;
  photo_status: Generated<PhotoStatus>;
  photo_remark: string | null;
  registration_status: Generated<RegistrationStatus>;
  rejected_remark: string | null;
  row_status: Generated<number>;
  is_locked: Generated<number>;
  payment_status: Generated<"unpaid" | "done">;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  approved_at: string | null;
}

export interface WishlistTable {
  user_id: number;
  profile_id: number;
  created_at: Generated<string>;
}

/** A message from the contact form; read_at/read_by are set when an admin marks it read. */
export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  mobile_or_email: string;
  subject: string;
  message: string;
  request_id: string | null;
  created_at: Generated<string>;
  read_at: string | null;
  read_by: number | null;
}
/** Community boards (issue 8). Status: pending until the committee decides. */
export type BoardStatus = "pending" | "approved" | "rejected";

export interface JobsTable {
  id: Generated<number>;
  poster_user_id: number;
  title: string;
  employer: string;
  description: string | null;
  state_id: number;
  district_id: number;
  job_type: string;
  qualification_id: number;
  /** Monthly rupees. */
  salary_min: number | null;
  salary_max: number | null;
  /** YYYY-MM-DD, India's date: the post is listed through this whole day. */
  last_date: string;
  apply_phone: string | null;
  apply_email: string | null;
  apply_url: string | null;
  status: Generated<BoardStatus>;
  rejected_remark: string | null;
  is_closed: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  approved_at: string | null;
}
export type JobRow = Selectable<JobsTable>;

/** A member's one resume; the file is in blob storage under `storage_key`. */
export interface ResumesTable {
  id: string;
  owner_user_id: number;
  kind: "pdf" | "image";
  storage_key: string;
  bytes: number;
  created_at: Generated<string>;
}

export interface JobApplicationsTable {
  job_id: number;
  applicant_user_id: number;
  created_at: Generated<string>;
}

export interface BusinessesTable {
  id: Generated<number>;
  owner_user_id: number;
  name: string;
  owner_name: string;
  category: string;
  description: string;
  address: string;
  state_id: number;
  district_id: number;
  phone: string;
  whatsapp: string | null;
  website: string | null;
  photo_id: string | null;
  status: Generated<BoardStatus>;
  rejected_remark: string | null;
  is_hidden: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  approved_at: string | null;
}
export type BusinessRow = Selectable<BusinessesTable>;
