import * as ref from "./reference/index";

/** Everything a form needs to fill its dropdowns, in one cacheable document. */
export function buildMasterData() {
  return {
    genders: ref.GENDERS,
    bloodGroups: ref.BLOOD_GROUPS,
    maritalStatuses: ref.MARITAL_STATUSES,
    profileFor: ref.PROFILE_FOR,
    educations: ref.EDUCATIONS,
    regions: ref.REGIONS,
    titles: ref.TITLES,
    designations: ref.COMMITTEE_DESIGNATIONS,
    heights: ref.HEIGHTS,
    annualIncomes: ref.ANNUAL_INCOMES,
    zodiacSigns: ref.ZODIAC_SIGNS,
    occupations: ref.OCCUPATIONS,
    motherTongues: ref.MOTHER_TONGUES,
    religions: ref.RELIGIONS,
    castes: ref.CASTES,
    states: ref.STATES,
    birthHours: ref.BIRTH_HOURS,
    birthMinutes: ref.BIRTH_MINUTES,
    amPm: ref.AM_PM,
    months: ref.MONTHS,
  };
}
export type MasterData = ReturnType<typeof buildMasterData>;
