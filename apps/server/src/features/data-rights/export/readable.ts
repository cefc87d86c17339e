import { JOB_QUALIFICATIONS, JOB_TYPES } from "@vv/shared/job-options";
import { NAKSHATRAS } from "@vv/shared/kundli";
import {
  ANNUAL_INCOMES,
  BLOOD_GROUPS,
  CASTES,
  EDUCATIONS,
  findById,
  findDistrict,
  findState,
  GENDERS,
  HEIGHTS,
  heightInInches,
  label,
  MARITAL_STATUSES,
  OCCUPATIONS,
  PROFILE_FOR,
  REGIONS,
  RELIGIONS,
  ZODIAC_SIGNS,
} from "@vv/shared/reference";

/** A value in the export: names instead of reference ids, true/false instead of 0/1. */
export type Value = string | number | boolean | null | string[];
export type Record_ = Record<string, Value>;

type Item = { readonly id: number | string; readonly en: string; readonly mr: string };
type Lookup = (id: number | string, lang: string) => string | undefined;

const inList =
  (list: readonly Item[]): Lookup =>
  (id, lang) => {
    const item = findById(list, id as never) as Item | undefined;
    return item && label(item, lang);
  };
const district: Lookup = (id, lang) => {
  const item = findDistrict(Number(id));
  return item && label(item, lang);
};
const state: Lookup = (id, lang) => {
  const item = findState(Number(id));
  return item && label(item, lang);
};
/** Partner preferences keep heights in inches. */
const heightOfInches: Lookup = (inches, lang) => {
  const item = HEIGHTS.find((h) => heightInInches(h.id) === Number(inches));
  return item && label(item, lang);
};

/** Reference columns and their lists: the export says "Pune", never `district_id: 25`. */
const REFERENCES: Record<string, Lookup> = {
  profile_for: inList(PROFILE_FOR),
  gender: inList(GENDERS),
  height: inList(HEIGHTS),
  blood_group_id: inList(BLOOD_GROUPS),
  marital_status_id: inList(MARITAL_STATUSES),
  zodiac_id: inList(ZODIAC_SIGNS),
  religion_id: inList(RELIGIONS),
  caste_id: inList(CASTES),
  education_id: inList(EDUCATIONS),
  occupation_id: inList(OCCUPATIONS),
  annual_income_id: inList(ANNUAL_INCOMES),
  min_income_id: inList(ANNUAL_INCOMES),
  region_id: inList(REGIONS),
  state_id: state,
  district_id: district,
  moon_nakshatra: inList(NAKSHATRAS),
  // The Moon's rashi uses the same ids as the profile form's zodiac list.
  moon_rashi: inList(ZODIAC_SIGNS),
  qualification_id: inList(JOB_QUALIFICATIONS),
  job_type: inList(JOB_TYPES),
  height_min: heightOfInches,
  height_max: heightOfInches,
};
/** Lists stored as ",3,7," (partner preferences). */
const LISTS: Record<string, Lookup> = {
  marital_status_ids: inList(MARITAL_STATUSES),
  education_ids: inList(EDUCATIONS),
  occupation_ids: inList(OCCUPATIONS),
  district_ids: district,
  region_ids: inList(REGIONS),
  caste_ids: inList(CASTES),
};
/** 0/1 columns that mean no/yes. */
const FLAGS = new Set([
  "row_status",
  "is_bride_groom_access",
  "payment_enabled",
  "is_committee_editor",
  "is_locked",
  "declaration",
  "whole_family",
  "avoid_nadi_dosha",
  "is_hidden",
  "hidden",
  "is_closed",
  "shortlists_hidden",
  "id_verified_only",
]);
/** The account's verification: 0 pending, 1 verified, 2 failed. */
const VERIFICATION = ["pending", "verified", "failed"];
/** Internal links and keys: meaningless to the member, or (storage keys, tokens) not to be handed out. */
const OMIT = new Set([
  "id",
  "user_id",
  "owner_user_id",
  "associate_user_id",
  "associate_id",
  "profile_id",
  "decided_by",
  "search_name",
  "height_inches",
  "is_redirected",
  "gender_access",
  "photo_id",
  "pending_photo_id",
  "storage_key",
  "attachment_key",
  "raw_callback",
  "counted",
  "params",
  "notification_id",
  "request_key_hash",
  "upload_token_hash",
  "token_hash",
  "reply_by",
]);

/** A stable English key: `date_of_birth` -> `dateOfBirth`; reference columns lose `_id`. */
export function keyOf(column: string): string {
  const name = column.endsWith("_ids")
    ? column.slice(0, -4)
    : column.endsWith("_id") && REFERENCES[column]
      ? column.slice(0, -3)
      : column;
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** One stored row as the member reads it, in `lang`; `extra` columns are left out as well. */
export function readable(row: Record<string, unknown>, lang: string, extra: readonly string[] = []): Record_ {
  const out: Record_ = {};
  for (const [column, raw] of Object.entries(row)) {
    if (OMIT.has(column) || extra.includes(column)) continue;
    const key = keyOf(column);
    const lookup = REFERENCES[column];
    const list = LISTS[column];
    if (raw === null || raw === undefined) out[key] = null;
    else if (lookup) out[key] = lookup(raw as number, lang) ?? String(raw);
    else if (list)
      out[key] = String(raw)
        .split(",")
        .filter(Boolean)
        .map((id) => list(Number(id), lang) ?? id);
    else if (FLAGS.has(column)) out[key] = Number(raw) === 1;
    else if (column === "is_verified") out[key] = VERIFICATION[Number(raw)] ?? String(raw);
    else if (typeof raw === "number" || typeof raw === "boolean" || typeof raw === "string") out[key] = raw;
    else out[key] = String(raw);
  }
  return out;
}

/** "First Last" of a joined profile or account. */
export const nameOf = (first: unknown, last: unknown) =>
  [first, last].filter((s) => typeof s === "string" && s).join(" ");
