import type { Language } from "@vv/shared/i18n";
import { formatBirthTime } from "@vv/shared/numbers";
import { ageOn, profileSlug } from "@vv/shared/profile";
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
  label,
  MARITAL_STATUSES,
  OCCUPATIONS,
  PROFILE_FOR,
  REGIONS,
  RELIGIONS,
  toMarathiDigits,
  ZODIAC_SIGNS,
} from "@vv/shared/reference";
import type { ProfileRow } from "./repo";

type Item = { readonly id: number | string; readonly en: string; readonly mr: string };

function pick(list: readonly Item[], id: number | string | null | undefined, lang: Language): string {
  if (id === null || id === undefined) return "";
  const item = findById(list, id as never) as Item | undefined;
  return item ? label(item, lang) : "";
}

export function fullName(row: Pick<ProfileRow, "first_name" | "middle_name" | "last_name">): string {
  return [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(" ");
}

/** "Pune-Maharashtra": district and state, as the agreed region line. */
export function regionLine(row: Pick<ProfileRow, "district_id" | "state_id">, lang: Language): string {
  const district = findDistrict(row.district_id);
  const state = findState(row.state_id);
  return [district && label(district, lang), state && label(state, lang)].filter(Boolean).join("-");
}

export function casteReligionLine(row: Pick<ProfileRow, "caste_id" | "religion_id">, lang: Language): string {
  return [pick(CASTES, row.caste_id, lang), pick(RELIGIONS, row.religion_id, lang)].filter(Boolean).join("-");
}

export function educationLine(
  row: Pick<ProfileRow, "education_id" | "specialization">,
  lang: Language,
): string {
  const education = pick(EDUCATIONS, row.education_id, lang);
  return row.specialization ? `${education} (${row.specialization})` : education;
}

/** dd/mm/yyyy, in Devanagari digits for Marathi readers. */
export function formatDate(iso: string, lang: Language): string {
  const [y, m, d] = iso.split("-");
  const text = `${d}/${m}/${y}`;
  return lang === "mr" ? toMarathiDigits(text) : text;
}

export function cardLabels(row: ProfileRow, lang: Language) {
  return {
    slug: profileSlug(row.registration_number ?? row.id, row.first_name, row.last_name),
    fullName: fullName(row),
    age: ageOn(row.date_of_birth),
    height: pick(HEIGHTS, row.height, lang),
    education: educationLine(row, lang),
    region: regionLine(row, lang),
    casteReligion: casteReligionLine(row, lang),
  };
}

export interface LabelledSection {
  key: string;
  rows: { key: string; value: string }[];
}

/** Details in sections of translated labels ("profile:fields.*") and values in the viewer's language. */
export function detailSections(row: ProfileRow, lang: Language): LabelledSection[] {
  const digits = (s: string) => (lang === "mr" ? toMarathiDigits(s) : s);
  const place = [row.city_village, regionLine(row, lang)].filter(Boolean).join(", ");
  const sections: LabelledSection[] = [
    {
      key: "personal",
      rows: [
        { key: "profileFor", value: pick(PROFILE_FOR, row.profile_for, lang) },
        { key: "gender", value: pick(GENDERS, row.gender, lang) },
        { key: "dateOfBirth", value: formatDate(row.date_of_birth, lang) },
        { key: "age", value: digits(String(ageOn(row.date_of_birth))) },
        { key: "birthTime", value: formatBirthTime(row.birth_time, lang) },
        { key: "birthPlace", value: row.birth_place },
        { key: "height", value: pick(HEIGHTS, row.height, lang) },
        { key: "bloodGroup", value: pick(BLOOD_GROUPS, row.blood_group_id, lang) },
        { key: "maritalStatus", value: pick(MARITAL_STATUSES, row.marital_status_id, lang) },
        { key: "zodiac", value: pick(ZODIAC_SIGNS, row.zodiac_id, lang) },
        { key: "religion", value: pick(RELIGIONS, row.religion_id, lang) },
        { key: "caste", value: pick(CASTES, row.caste_id, lang) },
        { key: "subCaste", value: row.sub_caste ?? "" },
        { key: "region", value: pick(REGIONS, row.region_id, lang) },
        { key: "place", value: place },
        { key: "uncleSurname", value: row.uncle_surname },
        { key: "gotra", value: row.gotra ?? "" },
        { key: "devak", value: row.devak ?? "" },
        { key: "kuldaivat", value: row.kuldaivat ?? "" },
      ],
    },
    {
      key: "education",
      rows: [
        { key: "education", value: pick(EDUCATIONS, row.education_id, lang) },
        { key: "specialization", value: row.specialization ?? "" },
        { key: "occupation", value: pick(OCCUPATIONS, row.occupation_id, lang) },
        { key: "occupationDetail", value: row.occupation_detail ?? "" },
        { key: "annualIncome", value: pick(ANNUAL_INCOMES, row.annual_income_id, lang) },
        { key: "requirement", value: row.requirement ?? "" },
      ],
    },
    {
      key: "family",
      rows: [
        { key: "fatherFullName", value: row.father_full_name },
        { key: "fatherOccupation", value: row.father_occupation },
      ],
    },
  ];
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.value !== "") }));
}
