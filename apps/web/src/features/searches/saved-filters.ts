/**
 * A saved search's filters and the list page's URL filters, both ways, and a search described in
 * words ("Brides · Age 25–30 · Pune").
 */
import { MANGAL_FILTER_LABELS, type SavedSearchFilters } from "@vv/shared/saved-searches";
import type { ProfileFilters } from "../profiles/list/filters";

/** What a search keeps of the list's filters: no page, position, wish list or registration number. */
export function savedFiltersOf(filters: ProfileFilters): SavedSearchFilters {
  const out: SavedSearchFilters = {
    gender: filters.gender,
    educationId: filters.educationId,
    regionId: filters.regionId,
    name: filters.name,
    idVerified: filters.idVerified ? true : undefined,
    mangal: filters.mangal,
    ageMin: filters.ageMin,
    ageMax: filters.ageMax,
    heightMin: filters.heightMin,
    heightMax: filters.heightMax,
    sort: filters.sort,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as SavedSearchFilters;
}

export function listFiltersOf(saved: SavedSearchFilters): ProfileFilters {
  return { ...saved, wishlist: false, page: 1 };
}

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The search in words, in the reader's language; reference names come from `label`. */
export function describeFilters(
  f: SavedSearchFilters,
  t: T,
  num: (n: number) => string,
  label: {
    education(id: number): string | undefined;
    region(id: number): string | undefined;
    height(inches: number): string | undefined;
  },
): string[] {
  const parts: string[] = [];
  if (f.gender) parts.push(t(f.gender === 2 ? "filters.bride" : "filters.groom"));
  if (f.ageMin && f.ageMax) parts.push(t("filters.age", { min: num(f.ageMin), max: num(f.ageMax) }));
  else if (f.ageMin) parts.push(t("filters.ageFrom", { min: num(f.ageMin) }));
  else if (f.ageMax) parts.push(t("filters.ageTo", { max: num(f.ageMax) }));
  const hMin = f.heightMin ? (label.height(f.heightMin) ?? num(f.heightMin)) : undefined;
  const hMax = f.heightMax ? (label.height(f.heightMax) ?? num(f.heightMax)) : undefined;
  if (hMin && hMax) parts.push(t("filters.height", { min: hMin, max: hMax }));
  else if (hMin) parts.push(t("filters.heightFrom", { min: hMin }));
  else if (hMax) parts.push(t("filters.heightTo", { max: hMax }));
  const education = f.educationId ? label.education(f.educationId) : undefined;
  if (education) parts.push(education);
  const region = f.regionId ? label.region(f.regionId) : undefined;
  if (region) parts.push(region);
  if (f.name) parts.push(t("filters.name", { name: f.name }));
  if (f.idVerified) parts.push(t("filters.idVerified"));
  if (f.mangal) parts.push(t(`filters.${MANGAL_FILTER_LABELS[f.mangal]}`));
  if (f.sort === "active") parts.push(t("filters.active"));
  return parts;
}
