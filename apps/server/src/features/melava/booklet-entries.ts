/** A registration's booklet entry and index line, worded in the booklet's language. */
import type { Language } from "@vv/shared/i18n";
import { NAKSHATRAS } from "@vv/shared/kundli";
import { eventNumberLabel } from "@vv/shared/melava";
import { formatBirthTime, localNumber } from "@vv/shared/numbers";
import {
  ANNUAL_INCOMES,
  EDUCATIONS,
  findById,
  findDistrict,
  HEIGHTS,
  label,
  OCCUPATIONS,
  ZODIAC_SIGNS,
} from "@vv/shared/reference";
import { translate } from "../../platform/i18n";
import type { ProfileRow } from "../profiles/repo";
import type { BookletEntry, IndexRow } from "./booklet-pdf";

type Item = { readonly id: number | string; readonly en: string; readonly mr: string };
const pick = (list: readonly Item[], id: number | string | null | undefined, lang: Language) => {
  if (id === null || id === undefined) return "";
  const item = findById(list, id as never) as Item | undefined;
  return item ? label(item, lang) : "";
};
const name = (p: { first_name: string; middle_name: string; last_name: string }) =>
  [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(" ");
const education = (p: { education_id: number; specialization: string | null }, lang: Language) => {
  const e = pick(EDUCATIONS, p.education_id, lang);
  return p.specialization ? `${e} (${p.specialization})` : e;
};
const district = (id: number, lang: Language) => {
  const d = findDistrict(id);
  return d ? label(d, lang) : "";
};

export function indexRow(
  r: {
    gender: number;
    event_number: number | null;
    first_name: string;
    middle_name: string;
    last_name: string;
    district_id: number;
    education_id: number;
    specialization: string | null;
  },
  lang: Language,
): IndexRow {
  return {
    number: eventNumberLabel(r.gender, r.event_number ?? 0, lang),
    name: name(r),
    district: district(r.district_id, lang),
    education: education(r, lang),
  };
}

export function bookletEntry(
  p: ProfileRow & { event_number: number | null; show_contact: number },
  photo: Buffer | null,
  lang: Language,
): BookletEntry {
  const t = (key: string) => translate(lang, `melava:booklet.fields.${key}`);
  const [y, m, d] = p.date_of_birth.split("-");
  const born = localNumber(`${d}/${m}/${y}`, lang);
  const nakshatra = p.moon_nakshatra ? NAKSHATRAS.find((n) => n.id === p.moon_nakshatra) : undefined;
  const occupation = [pick(OCCUPATIONS, p.occupation_id, lang), p.occupation_detail]
    .filter(Boolean)
    .join(", ");
  const rows: [string, string][] = [
    [
      t("birth"),
      [born, p.birth_time ? formatBirthTime(p.birth_time, lang) : "", p.birth_place]
        .filter(Boolean)
        .join(", "),
    ],
    [t("height"), pick(HEIGHTS, p.height, lang)],
    [t("education"), education(p, lang)],
    [t("occupation"), occupation],
    [t("income"), pick(ANNUAL_INCOMES, p.annual_income_id, lang)],
    [t("district"), district(p.district_id, lang)],
    [t("father"), p.father_full_name],
    [t("mama"), p.uncle_surname],
    [
      t("stars"),
      [
        nakshatra ? label(nakshatra, lang) : "",
        pick(ZODIAC_SIGNS, p.moon_rashi ?? p.zodiac_id, lang),
        nakshatra ? translate(lang, `melava:booklet.nadi.${nakshatra.nadi}`) : "",
        nakshatra ? translate(lang, `melava:booklet.gana.${nakshatra.gana}`) : "",
      ]
        .filter(Boolean)
        .join(" · "),
    ],
  ];
  return {
    series: eventNumberLabel(p.gender, p.event_number ?? 0, lang),
    name: name(p),
    registrationLine: `${t("registrationNumber")}: ${localNumber(p.registration_number ?? p.id, lang)}`,
    rows: rows.filter(([, v]) => v.trim() !== ""),
    // The family's choice decides, nothing else: the number is printed only where they ticked it.
    contact:
      p.show_contact === 1 && p.contact_person_mobile_1 ? [t("contact"), p.contact_person_mobile_1] : null,
    photo,
  };
}
