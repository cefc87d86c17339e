import type { Language } from "@vv/shared/i18n";
import {
  type ChartView,
  GRAHA_NAMES,
  GRAHAS,
  houseFrom,
  MANGAL_DECLARATIONS,
  type MangalDeclaration,
  type MangalView,
  signOf,
} from "@vv/shared/patrika";
import { findById, label, toMarathiDigits, ZODIAC_SIGNS } from "@vv/shared/reference";
import { type BirthChart, birthChart } from "../../platform/astro/birth-chart";
import { translate } from "../../platform/i18n";

/** The profile columns the birth chart reads. */
export interface ChartColumns {
  date_of_birth: string;
  birth_time: string;
  birth_time_zone: string;
  birth_latitude: number | null;
  birth_longitude: number | null;
  mangal_declared: string | null;
}

export const chartOf = (row: ChartColumns): BirthChart =>
  birthChart({
    dateOfBirth: row.date_of_birth,
    birthTime: row.birth_time || null,
    timeZone: row.birth_time_zone,
    latitude: row.birth_latitude,
    longitude: row.birth_longitude,
  });

const signRef = (id: number, lang: Language) => {
  const sign = findById(ZODIAC_SIGNS, id as never);
  // The short Marathi/English sign name: "Aries (Mesh)" reads "Mesh" nowhere else on the page.
  return { id, name: sign ? label(sign, lang) : String(id) };
};

/**
 * The chart to draw: houses from the lagna; without one from the Moon (Chandra kundli). Null when,
 * without a birth time, the Moon changes sign during the day and no chart can be drawn.
 */
export function chartView(chart: BirthChart, lang: Language): ChartView | null {
  const lagnaSign = chart.lagna === null ? null : signOf(chart.lagna);
  const firstHouseSign = lagnaSign ?? chart.moonSign;
  if (firstHouseSign === null) return null;
  return {
    lagna:
      chart.lagna === null || lagnaSign === null
        ? null
        : { longitude: chart.lagna, sign: signRef(lagnaSign, lang) },
    lagnaMissing: chart.lagnaMissing,
    basis: lagnaSign === null ? "moon" : "lagna",
    firstHouseSign,
    grahas: GRAHAS.map((graha) => {
      const longitude = chart.grahas[graha];
      const sign = graha === "moon" && chart.moonSign !== null ? chart.moonSign : signOf(longitude);
      const names = GRAHA_NAMES[graha];
      return {
        graha,
        name: lang === "mr" ? names.mr : names.en,
        short: lang === "mr" ? names.shortMr : names.shortEn,
        longitude,
        sign: signRef(sign, lang),
        house: houseFrom(firstHouseSign, sign),
      };
    }),
    approximate: chart.approximate,
  };
}

const declarationOf = (row: ChartColumns): MangalDeclaration | null =>
  (MANGAL_DECLARATIONS as readonly string[]).includes(row.mangal_declared ?? "")
    ? (row.mangal_declared as MangalDeclaration)
    : null;

/** Mangal dosha with its reason in one or two plain sentences, and the family's declaration beside it. */
export function mangalView(chart: BirthChart, row: ChartColumns, lang: Language): MangalView {
  const m = chart.mangal;
  const num = (n: number) => (lang === "mr" ? toMarathiDigits(n) : String(n));
  const t = (key: string, vars?: Record<string, string>) =>
    translate(lang, `matches:patrika.mangal.${key}`, vars);
  const houses =
    m.fromLagna !== null && m.fromMoon !== null
      ? t("houses.both", { lagna: num(m.fromLagna), moon: num(m.fromMoon) })
      : m.fromMoon !== null
        ? t(chart.lagnaMissing === "noPlace" ? "houses.moonNoPlace" : "houses.moonNoTime", {
            moon: num(m.fromMoon),
          })
        : "";
  const marsSign = signRef(signOf(chart.grahas.mars), lang).name;
  const verdict =
    m.dosha === null
      ? t("verdict.unknown")
      : m.cancelled
        ? t("verdict.cancelled", { sign: marsSign })
        : t(m.dosha ? "verdict.yes" : "verdict.no");
  const declared = declarationOf(row);
  return {
    computed: m.dosha,
    fromLagna: m.fromLagna,
    fromMoon: m.fromMoon,
    cancelled: m.cancelled,
    declared,
    effective: declared ? declared === "yes" : m.dosha,
    reason: [houses, verdict].filter(Boolean).join(" "),
  };
}
