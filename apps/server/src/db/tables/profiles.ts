/** Bride and groom profiles, their photos and shortlists. */

import type { Generated } from "kysely";

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

/** One of a profile's photos (090): its place in the family's order and the committee's decision. */
export interface ProfilePhotosTable {
  photo_id: string;
  profile_id: number;
  /** 1 is first; the first approved one is the main photo (profile-photos/projection.ts). */
  position: number;
  status: PhotoStatus;
  remark: string | null;
  created_at: Generated<string>;
}

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
  /** The committee's reason from its list (rejection_reasons), beside the note in rejected_remark. */
  rejected_reason_id: number | null;
  /** The same for the photo (photo_remark holds the note). */
  photo_reason_id: number | null;
  row_status: Generated<number>;
  is_locked: Generated<number>;
  payment_status: Generated<"unpaid" | "done">;
  /** The IP address the profile was created from. */
  created_ip: Generated<string | null>;
  /** Set when the profile was erased but a payment still points at it (an empty tombstone). */
  erased_at: Generated<string | null>;
  /** When the committee verified the family's identity document ("ID verified"). */
  id_verified_at: Generated<string | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  approved_at: string | null;
  /** Zone of birth_time (an IANA name); birth_time is "" when the family does not know it. */
  birth_time_zone: Generated<string>;
  /** The Moon at birth (platform/astro/moon.ts), computed on save; null when unavailable. */
  moon_precision: string | null;
  moon_nakshatra: number | null;
  moon_pada: number | null;
  moon_rashi: number | null;
  /** The birth place's coordinates (degrees, east and north positive) and gazetteer entry, once picked (070). */
  birth_latitude: number | null;
  birth_longitude: number | null;
  birth_place_ref: string | null;
  /** The family's own answer, "yes" or "no"; null when they gave none. */
  mangal_declared: string | null;
  /** 1 or 0: the declaration when there is one, else the computed dosha; null when neither is known. */
  mangal_dosha: number | null;
  /** Optional, as the family wrote or picked them (073). */
  gotra: Generated<string | null>;
  devak: Generated<string | null>;
  kuldaivat: Generated<string | null>;
  /** lineageKey of gotra and devak, written with them: the matches compare these on both databases (115). */
  gotra_key: Generated<string | null>;
  devak_key: Generated<string | null>;
  /** Who sees contact details / the real photo: "accepted" (accepted interests) or "members" (020). */
  contact_visibility: Generated<"accepted" | "members">;
  photo_visibility: Generated<"accepted" | "members">;
  /** India-time day of the family's last sign-in or confirmation ("" never); lists show week/month only (076). */
  active_on: Generated<string>;
}

export interface WishlistTable {
  user_id: number;
  profile_id: number;
  created_at: Generated<string>;
}

/** One row (id 1): changes to what the browse list reads, counted by triggers (migration 058). */
export interface ListGenerationTable {
  id: number;
  n: number;
  /** Renewed when a backup is restored, so a counter value already seen is never taken for the same. */
  epoch: string;
}

/** A rejection reason of the committee's list, in both languages; deleted ones are only marked. */
export interface RejectionReasonsTable {
  id: Generated<number>;
  text_en: string;
  text_mr: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  deleted_at: string | null;
}
