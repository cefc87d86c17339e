/** Matchmaking: guna lookup, partner preferences, match page visits, profile views. */

import type { Generated } from "kysely";

/** Every pair of Moon placements with its Ashtakoota score, so matches rank by guna in SQL. */
export interface GunaScoresTable {
  groom_nakshatra: number;
  groom_rashi: number;
  bride_nakshatra: number;
  bride_rashi: number;
  /** Twice the total (scores come in halves), 0..72. */
  total_halves: number;
  nadi_dosha: number;
  bhakoot_dosha: number;
}

/**
 * What a family looks for in a match for one profile; every column optional. Lists are stored as
 * ",3,7," (ids between commas), so "does this list hold x" is one LIKE in either dialect.
 */
export interface PartnerPreferencesTable {
  profile_id: number;
  age_min: number | null;
  age_max: number | null;
  height_min: number | null;
  height_max: number | null;
  marital_status_ids: string | null;
  education_ids: string | null;
  occupation_ids: string | null;
  min_income_id: number | null;
  district_ids: string | null;
  region_ids: string | null;
  /** "any" (or null), "same" (our religion and caste), "list" (caste_ids). */
  caste_mode: string | null;
  caste_ids: string | null;
  min_guna: number | null;
  avoid_nadi_dosha: Generated<number>;
  /** 1: the match's Mangal dosha must be the same as ours (072). */
  mangal_must_match: Generated<number>;
  updated_at: Generated<string>;
}

/** When a family last opened the Matches page of one of its profiles: "new" is approved after `marks_from`. */
export interface MatchVisitsTable {
  user_id: number;
  profile_id: number;
  seen_at: string;
  marks_from: string | null;
  notified_at: string | null;
}

/** A member opened the details of a profile (the last time per viewer and profile). */
export interface ProfileViewsTable {
  viewed_profile_id: number;
  viewer_user_id: number;
  viewed_at: string;
}

/** A member's named list filters (094); new profiles are counted from checked_at or opened_at. */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** JSON of @vv/shared/saved-searches savedSearchFiltersSchema. */
  filters: string;
  /** Profiles approved between the last two looks (the daily job's count, capped). */
  new_count: Generated<number>;
  opened_at: string | null;
  checked_at: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
