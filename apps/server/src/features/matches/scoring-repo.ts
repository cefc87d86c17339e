import type { MatchCriterion } from "@vv/shared/matches";
import { ageOn } from "@vv/shared/profile";
import { type RawBuilder, sql } from "kysely";
import type { PreferencesRow } from "../preferences/columns";
import { listOf } from "../preferences/columns";
import type { ProfileRow } from "../profiles/repo";

/**
 * The per-candidate checks of a match, as SQL: 1 met, 0 not met, NULL not stated (or not known,
 * e.g. guna without a birth time). "f_" columns: the candidate against our preferences (known here,
 * so only stated ones become columns); "b_" columns: our profile against the candidate's
 * preferences (partner_preferences joined as cp). Candidates are the `profiles` table; `g` is the
 * guna_scores row of the pair (absent when either Moon is unknown).
 */

type Check = RawBuilder<number | null>;
const yes = (cond: RawBuilder<unknown>): Check => sql<number>`case when ${cond} then 1 else 0 end`;
const inList = (column: string, ids: readonly number[]) =>
  sql`${sql.ref(column)} in (${sql.join(ids.map((id) => sql.lit(id)))})`;
/** "does the stored ',3,7,' list hold our value": NULL when the list is not stated. */
const listHolds = (column: string, value: number | null): Check =>
  sql<
    number | null
  >`case when ${sql.ref(column)} is null then null when ${sql.ref(column)} like ${`%,${value ?? "x"},%`} then 1 else 0 end`;

function bornOnOrBefore(years: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export function forwardChecks(
  prefs: PreferencesRow | undefined,
  me: ProfileRow,
): Partial<Record<MatchCriterion, Check>> {
  if (!prefs) return {};
  const out: Partial<Record<MatchCriterion, Check>> = {};
  if (prefs.age_min !== null || prefs.age_max !== null) {
    const lo = prefs.age_max !== null ? bornOnOrBefore(prefs.age_max + 1) : "0000-00-00";
    const hi = prefs.age_min !== null ? bornOnOrBefore(prefs.age_min) : "9999-12-31";
    out.age = yes(sql`profiles.date_of_birth > ${lo} and profiles.date_of_birth <= ${hi}`);
  }
  if (prefs.height_min !== null || prefs.height_max !== null)
    out.height = yes(
      sql`profiles.height_inches >= ${prefs.height_min ?? 0} and profiles.height_inches <= ${prefs.height_max ?? 999}`,
    );
  const lists: [MatchCriterion, string | null, string][] = [
    ["maritalStatus", prefs.marital_status_ids, "profiles.marital_status_id"],
    ["education", prefs.education_ids, "profiles.education_id"],
    ["occupation", prefs.occupation_ids, "profiles.occupation_id"],
  ];
  for (const [criterion, stored, column] of lists) {
    const ids = listOf(stored);
    if (ids.length) out[criterion] = yes(inList(column, ids));
  }
  if (prefs.min_income_id !== null)
    out.income = yes(sql`profiles.annual_income_id >= ${prefs.min_income_id}`);
  const districts = listOf(prefs.district_ids);
  const regions = listOf(prefs.region_ids);
  if (districts.length || regions.length) {
    const parts = [
      ...(districts.length ? [inList("profiles.district_id", districts)] : []),
      ...(regions.length ? [inList("profiles.region_id", regions)] : []),
    ];
    out.place = yes(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (prefs.caste_mode === "same")
    out.caste = yes(sql`profiles.religion_id = ${me.religion_id} and profiles.caste_id = ${me.caste_id}`);
  else if (prefs.caste_mode === "list" && listOf(prefs.caste_ids).length)
    out.caste = yes(inList("profiles.caste_id", listOf(prefs.caste_ids)));
  if (prefs.min_guna !== null)
    out.guna = sql<
      number | null
    >`case when g.total_halves is null then null when g.total_halves >= ${prefs.min_guna * 2} then 1 else 0 end`;
  if (prefs.avoid_nadi_dosha === 1)
    out.nadi = sql<
      number | null
    >`case when g.nadi_dosha is null then null when g.nadi_dosha = 0 then 1 else 0 end`;
  if (prefs.mangal_must_match === 1 && me.mangal_dosha !== null)
    out.mangal = sql<
      number | null
    >`case when profiles.mangal_dosha is null then null when profiles.mangal_dosha = ${me.mangal_dosha} then 1 else 0 end`;
  return out;
}

export function backwardChecks(me: ProfileRow): Record<MatchCriterion, Check> {
  const age = ageOn(me.date_of_birth);
  return {
    age: sql`case when cp.age_min is null and cp.age_max is null then null when coalesce(cp.age_min, 0) <= ${age} and coalesce(cp.age_max, 999) >= ${age} then 1 else 0 end`,
    height: sql`case when cp.height_min is null and cp.height_max is null then null when coalesce(cp.height_min, 0) <= ${me.height_inches} and coalesce(cp.height_max, 999) >= ${me.height_inches} then 1 else 0 end`,
    maritalStatus: listHolds("cp.marital_status_ids", me.marital_status_id),
    education: listHolds("cp.education_ids", me.education_id),
    occupation: listHolds("cp.occupation_ids", me.occupation_id),
    income: sql`case when cp.min_income_id is null then null when ${me.annual_income_id ?? -1} >= cp.min_income_id then 1 else 0 end`,
    place: sql`case when cp.district_ids is null and cp.region_ids is null then null when coalesce(cp.district_ids, '') like ${`%,${me.district_id},%`} or coalesce(cp.region_ids, '') like ${`%,${me.region_id ?? "x"},%`} then 1 else 0 end`,
    caste: sql`case when cp.caste_mode = 'same' then (case when profiles.religion_id = ${me.religion_id} and profiles.caste_id = ${me.caste_id} then 1 else 0 end) when cp.caste_mode = 'list' and cp.caste_ids is not null then (case when cp.caste_ids like ${`%,${me.caste_id},%`} then 1 else 0 end) else null end`,
    guna: sql`case when cp.min_guna is null or g.total_halves is null then null when g.total_halves >= cp.min_guna * 2 then 1 else 0 end`,
    nadi: sql`case when cp.avoid_nadi_dosha = 1 and g.nadi_dosha is not null then (case when g.nadi_dosha = 0 then 1 else 0 end) else null end`,
    mangal:
      me.mangal_dosha === null
        ? sql`null`
        : sql`case when cp.mangal_must_match = 1 and profiles.mangal_dosha is not null then (case when profiles.mangal_dosha = ${me.mangal_dosha} then 1 else 0 end) else null end`,
  };
}

/** Whether the candidate's family cares about the horoscope (a minimum guna or no Nadi dosha). */
export const theyCareAboutKundli = sql<number>`case when cp.min_guna is not null or cp.avoid_nadi_dosha = 1 then 1 else 0 end`;
