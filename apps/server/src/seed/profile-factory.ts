import type { ProfileFormValues } from "@vv/shared/profile";
import {
  castesForReligion,
  districtsForState,
  EDUCATIONS,
  HEIGHTS,
  MAHARASHTRA_STATE_ID,
} from "@vv/shared/reference";
import { matchFreeText } from "../platform/places/gazetteer";
import {
  BRIDE_NAMES,
  FATHER_NAMES,
  GROOM_NAMES,
  OCCUPATION_TEXTS,
  PLACES,
  REQUIREMENTS,
  SURNAMES,
} from "./demo-names";

/** A small deterministic generator (mulberry32): the same seed makes the same demo data. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}
export type Random = ReturnType<typeof seededRandom>;

function mobile(rng: Random) {
  return `9${rng.int(100000000, 999999999)}`;
}

/** A complete, valid profile form for a bride (gender 2) or groom (gender 1). */
export function demoProfileInput(
  rng: Random,
  gender: 1 | 2,
  overrides: Partial<ProfileFormValues> = {},
): ProfileFormValues {
  const minAge = gender === 2 ? 19 : 22;
  const year = new Date().getUTCFullYear() - rng.int(minAge, minAge + 12);
  const surname = rng.pick(SURNAMES);
  const districts = districtsForState(MAHARASHTRA_STATE_ID);
  const castes = castesForReligion(1);
  const heightIndex = gender === 2 ? rng.int(13, 24) : rng.int(19, 30);
  // Drawn in the order the fields were always drawn: the same seed gives the same profile.
  const firstName = rng.pick(gender === 2 ? BRIDE_NAMES : GROOM_NAMES);
  const middleName = rng.pick(FATHER_NAMES);
  const dateOfBirth = `${year}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
  const birthHour = rng.int(1, 12);
  const birthMinute = rng.int(0, 59);
  const birthAmPm = rng.next() < 0.5 ? "AM" : "PM";
  const birthPlace = rng.pick(PLACES);
  return {
    profileFor: gender === 2 ? 3 : 2,
    firstName,
    middleName,
    lastName: surname,
    gender,
    dateOfBirth,
    birthHour,
    birthMinute,
    birthAmPm,
    birthPlace,
    // The place picked from the gazetteer, as the form does, so demo charts have their lagna.
    birthPlaceRef: matchFreeText(birthPlace)?.ref ?? "",
    height: HEIGHTS[heightIndex]?.id ?? "5_4",
    bloodGroupId: rng.int(1, 8),
    maritalStatusId: rng.next() < 0.92 ? 0 : 4,
    zodiacId: rng.int(1, 12),
    religionId: 1,
    casteId: rng.pick(castes).id,
    subCaste: "",
    educationId: rng.pick(EDUCATIONS).id,
    specialization: rng.next() < 0.5 ? "Computer Science" : "",
    occupationId: rng.int(2, 5),
    occupationDetail: rng.pick(OCCUPATION_TEXTS),
    annualIncomeId: rng.int(2, 6),
    requirement: rng.pick(REQUIREMENTS),
    regionId: rng.int(1, 7),
    stateId: MAHARASHTRA_STATE_ID,
    districtId: rng.pick(districts).id,
    cityVillage: rng.pick(PLACES),
    uncleSurname: rng.pick(SURNAMES),
    fatherFullName: `${rng.pick(FATHER_NAMES)} ${surname}`,
    fatherOccupation: rng.pick(OCCUPATION_TEXTS),
    fatherMobile: mobile(rng),
    currentAddress: `${rng.int(1, 400)}, ${rng.pick(["Shivaji Nagar", "Sadashiv Peth", "Ganesh Colony", "Station Road"])}, ${rng.pick(PLACES)}`,
    permanentAddress: "",
    contactPersonName1: `${rng.pick(FATHER_NAMES)} ${surname}`,
    contactPersonMobile1: mobile(rng),
    contactPersonName2: "",
    contactPersonMobile2: "",
    ...overrides,
  };
}
