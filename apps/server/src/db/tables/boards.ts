/** Jobs and business boards. */

import type { Generated, Selectable } from "kysely";

/** Status: pending until the committee decides. */
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
