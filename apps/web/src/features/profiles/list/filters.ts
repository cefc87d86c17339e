/**
 * Browse filters live in the page URL (?gender=2&educationId=6&page=2), so the back button and a
 * shared link keep them. Parsing is forgiving: anything out of range is simply dropped, with the
 * same bounds as the API (@vv/shared/profile-views, profileListQuerySchema).
 */
import { asciiDigits } from "@vv/shared/numbers";
import type { MangalFilter } from "@vv/shared/profile-views";

export interface ProfileFilters {
  gender?: 1 | 2;
  educationId?: number;
  regionId?: number;
  regNo?: string;
  name?: string;
  wishlist: boolean;
  /** Mangal dosha: only with, only without, without or not known; left out for any. */
  mangal?: MangalFilter;
  /** "ID verified only"; left out when off. */
  idVerified?: boolean;
  ageMin?: number;
  ageMax?: number;
  heightMin?: number;
  heightMax?: number;
  /** "Recently active" order; left out for the default (newest approvals first). */
  sort?: "active";
  page: number;
  /** Past the numbered pages: where "More" resumes (the API's nextCursor). */
  after?: string;
}

export const AGE_BOUNDS = { min: 18, max: 80 } as const;
export const HEIGHT_BOUNDS = { min: 40, max: 90 } as const;
const MAX_PAGE = 10_000;

export const EMPTY_FILTERS: ProfileFilters = { wishlist: false, page: 1 };

/** URL parameter order: stable, so equal filters give equal URLs and query keys. */
const ORDER = [
  "gender",
  "educationId",
  "regionId",
  "regNo",
  "name",
  "wishlist",
  "idVerified",
  "mangal",
  "ageMin",
  "ageMax",
  "heightMin",
  "heightMax",
  "sort",
  "page",
  "after",
] as const;

function int(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** Puts a reversed range the right way round (from 30 to 25 means 25–30). */
function ordered(a: number | undefined, b: number | undefined): [number | undefined, number | undefined] {
  return a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
}

export function filtersFromParams(params: URLSearchParams): ProfileFilters {
  const gender = int(params.get("gender"), 1, 2) as 1 | 2 | undefined;
  const [ageMin, ageMax] = ordered(
    int(params.get("ageMin"), AGE_BOUNDS.min, AGE_BOUNDS.max),
    int(params.get("ageMax"), AGE_BOUNDS.min, AGE_BOUNDS.max),
  );
  const [heightMin, heightMax] = ordered(
    int(params.get("heightMin"), HEIGHT_BOUNDS.min, HEIGHT_BOUNDS.max),
    int(params.get("heightMax"), HEIGHT_BOUNDS.min, HEIGHT_BOUNDS.max),
  );
  const wishlist = params.get("wishlist");
  const idVerified = params.get("idVerified");
  const filters: ProfileFilters = {
    gender,
    educationId: int(params.get("educationId"), 1, 999_999),
    regionId: int(params.get("regionId"), 1, 999_999),
    regNo: asciiDigits(text(params.get("regNo"), 12) ?? "").replace(/\D/g, "") || undefined,
    name: text(params.get("name"), 60),
    wishlist: wishlist === "1" || wishlist === "true",
    idVerified: idVerified === "1" || idVerified === "true" ? true : undefined,
    mangal: mangalFilterOf(params.get("mangal")),
    ageMin,
    ageMax,
    heightMin,
    heightMax,
    sort: params.get("sort") === "active" ? "active" : undefined,
    page: int(params.get("page"), 1, MAX_PAGE) ?? 1,
    after: /^[A-Za-z0-9_-]{1,120}$/.test(params.get("after") ?? "")
      ? (params.get("after") as string)
      : undefined,
  };
  return compact(filters);
}

/** Drops undefined keys so that equal filters compare equal. */
function compact(filters: ProfileFilters): ProfileFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ProfileFilters;
}

/** The URL parameters of a filter set; defaults (page 1, no wish list) are left out. */
export function filtersToParams(filters: ProfileFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === "" || value === false) continue;
    if (key === "page" && value === 1) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  return params;
}

/** The API query string for GET /profiles, e.g. "?gender=2&page=3" (empty for no filters). */
export function apiQueryString(filters: ProfileFilters): string {
  const query = filtersToParams(filters).toString();
  return query ? `?${query}` : "";
}

/**
 * A filter change starts again at page 1; moving between pages keeps the filters. A numbered page
 * leaves "More" mode, and "More" (a new `after`) shows its page without a number.
 */
export function patchFilters(filters: ProfileFilters, patch: Partial<ProfileFilters>): ProfileFilters {
  const next = { ...filters, ...patch };
  if (!("after" in patch)) next.after = undefined;
  if (!("page" in patch)) next.page = 1;
  return compact(next);
}

/** Reset keeps only the gender chosen from the menu (Bride / Groom). */
export function resetFilters(filters: ProfileFilters): ProfileFilters {
  return compact({ ...EMPTY_FILTERS, gender: filters.gender });
}

/** True when anything narrows the list beyond the menu's gender choice. */
export function hasActiveFilters(filters: ProfileFilters): boolean {
  const { gender: _gender, page: _page, after: _after, sort: _sort, ...rest } = filters;
  return Object.values(rest).some((v) => v !== undefined && v !== false && v !== "");
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A Mangal filter from the address ("any" and anything unknown: no filter). */
export function mangalFilterOf(value: string | null | undefined): MangalFilter | undefined {
  return value === "with" || value === "without" || value === "withoutOrUnknown" ? value : undefined;
}
