/** Interests between profiles and the record of who was shown whose contact details. */

import type { Generated } from "kysely";

export type InterestStatus = "pending" | "accepted" | "declined" | "withdrawn" | "expired" | "closed";

/** One interest from a profile to another; (low, high) names the pair in either direction. */
export interface InterestsTable {
  id: Generated<number>;
  from_profile_id: number;
  to_profile_id: number;
  low_profile_id: number;
  high_profile_id: number;
  /** The member (family or associate) who sent it. */
  sender_user_id: number;
  status: InterestStatus;
  note_template: string | null;
  note_text: string | null;
  /** Decline reason template, when the receiving family chose one. */
  reason_template: string | null;
  responder_user_id: number | null;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
}

/** A member was shown a profile's contact details. */
export interface ContactViewsTable {
  id: Generated<number>;
  profile_id: number;
  viewer_user_id: number;
  via: "details" | "pdf";
  day: string;
  viewed_at: string;
}

/** The daily contact-view cap: a viewer reached this profile's contacts or PDF on this India-time day. */
export interface ContactViewDaysTable {
  viewer_user_id: number;
  day: string;
  profile_id: number;
}
