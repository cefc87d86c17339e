import type { PartnerPreferences, PreferencesResponse } from "@vv/shared/preferences";
import { HEIGHTS, heightInInches } from "@vv/shared/reference";
import type { Insertable, Selectable } from "kysely";
import type { PartnerPreferencesTable } from "../../db/schema";

export type PreferencesRow = Selectable<PartnerPreferencesTable>;

/** [3, 7] -> ",3,7," (null when empty): "does the list hold x" is then `LIKE '%,x,%'` in any dialect. */
export const listColumn = (ids: readonly number[]) => (ids.length ? `,${ids.join(",")},` : null);
export const listOf = (column: string | null): number[] =>
  column
    ? column
        .split(",")
        .filter(Boolean)
        .map(Number)
        .filter((n) => Number.isInteger(n))
    : [];

const heightIdOf = (inches: number | null) =>
  inches === null ? undefined : HEIGHTS.find((h) => heightInInches(h.id) === inches)?.id;

export function toColumns(profileId: number, p: PartnerPreferences): Insertable<PartnerPreferencesTable> {
  return {
    profile_id: profileId,
    age_min: p.ageMin ?? null,
    age_max: p.ageMax ?? null,
    height_min: p.heightMin ? heightInInches(p.heightMin) : null,
    height_max: p.heightMax ? heightInInches(p.heightMax) : null,
    marital_status_ids: listColumn(p.maritalStatusIds),
    education_ids: listColumn(p.educationIds),
    occupation_ids: listColumn(p.occupationIds),
    min_income_id: p.minIncomeId ?? null,
    district_ids: listColumn(p.districtIds),
    region_ids: listColumn(p.regionIds),
    caste_mode: p.casteMode,
    caste_ids: p.casteMode === "list" ? listColumn(p.casteIds) : null,
    min_guna: p.minGuna ?? null,
    avoid_nadi_dosha: p.avoidNadiDosha ? 1 : 0,
    mangal_must_match: p.mangalMustMatch ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
}

export function fromRow(profileId: number, row: PreferencesRow | undefined): PreferencesResponse {
  const values: PreferencesResponse["values"] = {
    maritalStatusIds: listOf(row?.marital_status_ids ?? null),
    educationIds: listOf(row?.education_ids ?? null),
    occupationIds: listOf(row?.occupation_ids ?? null),
    districtIds: listOf(row?.district_ids ?? null),
    regionIds: listOf(row?.region_ids ?? null),
    casteMode: row?.caste_mode === "same" || row?.caste_mode === "list" ? row.caste_mode : "any",
    casteIds: listOf(row?.caste_ids ?? null),
    avoidNadiDosha: row?.avoid_nadi_dosha === 1,
    mangalMustMatch: row?.mangal_must_match === 1,
  };
  if (row?.age_min != null) values.ageMin = row.age_min;
  if (row?.age_max != null) values.ageMax = row.age_max;
  const hMin = heightIdOf(row?.height_min ?? null);
  const hMax = heightIdOf(row?.height_max ?? null);
  if (hMin) values.heightMin = hMin;
  if (hMax) values.heightMax = hMax;
  if (row?.min_income_id != null) values.minIncomeId = row.min_income_id;
  if (row?.min_guna != null) values.minGuna = row.min_guna;
  return { profileId, isSet: !!row, values };
}
