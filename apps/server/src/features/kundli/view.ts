import type { Language } from "@vv/shared/i18n";
import {
  GUNA_MAX,
  type GunaView,
  gunaMilan,
  MOON_APPROXIMATE,
  MOON_EXACT,
  MOON_PRECISIONS,
  type MoonPrecision,
  type MoonView,
  NAKSHATRAS,
} from "@vv/shared/kundli";
import { findById, label, ZODIAC_SIGNS } from "@vv/shared/reference";
import { translate } from "../../platform/i18n";

/** The profile columns the kundli reads. */
export interface MoonColumns {
  gender: number;
  zodiac_id: number;
  moon_precision: string | null;
  moon_nakshatra: number | null;
  moon_pada: number | null;
  moon_rashi: number | null;
  mangal_dosha: number | null;
}

const precisionOf = (row: MoonColumns): MoonPrecision =>
  (MOON_PRECISIONS as readonly string[]).includes(row.moon_precision ?? "")
    ? (row.moon_precision as MoonPrecision)
    : "unavailable";

export const hasMoon = (row: MoonColumns) =>
  precisionOf(row) !== "unavailable" && row.moon_nakshatra !== null && row.moon_rashi !== null;

const signName = (id: number, lang: Language) => {
  const sign = findById(ZODIAC_SIGNS, id as never);
  return sign ? label(sign, lang) : String(id);
};

export function moonView(row: MoonColumns, lang: Language): MoonView {
  if (!hasMoon(row))
    return { precision: "unavailable", nakshatra: null, pada: null, rashi: null, declaredRashi: null };
  const nakshatra = NAKSHATRAS[(row.moon_nakshatra ?? 1) - 1];
  const rashi = row.moon_rashi ?? 0;
  return {
    precision: precisionOf(row),
    nakshatra: nakshatra ? { id: nakshatra.id, name: label(nakshatra, lang) } : null,
    pada: precisionOf(row) === MOON_EXACT ? row.moon_pada : null,
    rashi: { id: rashi, name: signName(rashi, lang) },
    declaredRashi:
      row.zodiac_id !== rashi ? { id: row.zodiac_id, name: signName(row.zodiac_id, lang) } : null,
  };
}

/** Guna of two profiles (either order), or null when either Moon is unavailable or both are one gender. */
export function gunaBetween(
  mine: MoonColumns & { id: number; slug: string; fullName: string },
  theirs: MoonColumns,
  lang: Language,
): GunaView | null {
  if (!hasMoon(mine) || !hasMoon(theirs) || mine.gender === theirs.gender) return null;
  const groom = mine.gender === 1 ? mine : theirs;
  const bride = mine.gender === 1 ? theirs : mine;
  const result = gunaMilan(
    { nakshatra: groom.moon_nakshatra ?? 0, rashi: groom.moon_rashi ?? 0 },
    { nakshatra: bride.moon_nakshatra ?? 0, rashi: bride.moon_rashi ?? 0 },
  );
  const approximate = precisionOf(mine) === MOON_APPROXIMATE || precisionOf(theirs) === MOON_APPROXIMATE;
  return {
    withProfile: { id: mine.id, slug: mine.slug, fullName: mine.fullName },
    precision: approximate ? "approximate" : "exact",
    kootas: result.kootas.map((k) => ({
      ...k,
      explanation: translate(lang, `matches:kundli.kootas.${k.koota}.explain`),
    })),
    total: result.total,
    max: GUNA_MAX,
    nadiDosha: result.nadiDosha,
    bhakootDosha: result.bhakootDosha,
    mangalMismatch:
      mine.mangal_dosha !== null && theirs.mangal_dosha !== null && mine.mangal_dosha !== theirs.mangal_dosha,
  };
}
