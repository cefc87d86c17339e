import type { Language } from "@vv/shared/i18n";
import { composeBirthTime, type ProfileInput } from "@vv/shared/profile";
import type { PhotoUrls, ProfileCard } from "@vv/shared/profile-views";
import { heightInInches } from "@vv/shared/reference";
import { moonAtBirth } from "../../platform/astro/moon";
import { cardLabels } from "./labels";
import type { NewProfileRow, ProfileRow } from "./repo";

/** Photo variant paths under the API root; the web prefixes its API base. */
export function photoUrls(photoId: string | null): PhotoUrls | null {
  if (!photoId) return null;
  const base = `/media/photos/${photoId}`;
  return {
    thumb: `${base}/thumb.webp`,
    full: `${base}/full.webp`,
    thumbJpeg: `${base}/thumb.jpg`,
    fullJpeg: `${base}/full.jpg`,
  };
}

/** The stored columns of a validated form (owner, photo and status are set by the service). */
export function inputToColumns(input: ProfileInput) {
  const birthTime =
    input.birthTimeUnknown ||
    input.birthHour === undefined ||
    input.birthMinute === undefined ||
    !input.birthAmPm
      ? ""
      : composeBirthTime(input.birthHour, input.birthMinute, input.birthAmPm);
  // The Moon at birth is stored with the profile so match lists can score guna in SQL.
  const moon = moonAtBirth({
    dateOfBirth: input.dateOfBirth,
    birthTime: birthTime || null,
    timeZone: input.birthTimeZone,
  });
  return {
    profile_for: input.profileFor,
    first_name: input.firstName,
    middle_name: input.middleName,
    last_name: input.lastName,
    search_name: [input.firstName, input.middleName, input.lastName].join(" ").toLowerCase(),
    gender: input.gender,
    date_of_birth: input.dateOfBirth,
    birth_time: birthTime,
    birth_time_zone: input.birthTimeZone,
    moon_precision: moon.precision,
    moon_nakshatra: moon.nakshatra,
    moon_pada: moon.pada,
    moon_rashi: moon.rashi,
    birth_place: input.birthPlace,
    height: input.height,
    height_inches: heightInInches(input.height) ?? 0,
    blood_group_id: input.bloodGroupId,
    marital_status_id: input.maritalStatusId,
    zodiac_id: input.zodiacId,
    religion_id: input.religionId,
    caste_id: input.casteId,
    sub_caste: input.subCaste ?? null,
    education_id: input.educationId,
    specialization: input.specialization ?? null,
    occupation_id: input.occupationId ?? null,
    occupation_detail: input.occupationDetail ?? null,
    annual_income_id: input.annualIncomeId ?? null,
    requirement: input.requirement ?? null,
    region_id: input.regionId ?? null,
    state_id: input.stateId,
    district_id: input.districtId,
    city_village: input.cityVillage ?? null,
    uncle_surname: input.uncleSurname,
    father_full_name: input.fatherFullName,
    father_occupation: input.fatherOccupation,
    father_mobile: input.fatherMobile,
    current_address: input.currentAddress,
    permanent_address: input.permanentAddress ?? null,
    contact_person_name_1: input.contactPersonName1,
    contact_person_mobile_1: input.contactPersonMobile1,
    contact_person_name_2: input.contactPersonName2 ?? null,
    contact_person_mobile_2: input.contactPersonMobile2 ?? null,
  } satisfies Partial<NewProfileRow>;
}

/** The form's values from a stored row, for editing. */
export function rowToFormValues(row: ProfileRow) {
  const unknownTime = row.birth_time === "";
  const [clock = "12:00", amPm = "AM"] = row.birth_time.split(" ");
  const [hour = "12", minute = "00"] = clock.split(":");
  return {
    profileFor: row.profile_for,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    birthHour: unknownTime ? undefined : Number(hour),
    birthMinute: unknownTime ? undefined : Number(minute),
    birthAmPm: unknownTime ? undefined : amPm,
    birthTimeUnknown: unknownTime,
    birthTimeZone: row.birth_time_zone,
    birthPlace: row.birth_place,
    height: row.height,
    bloodGroupId: row.blood_group_id,
    maritalStatusId: row.marital_status_id,
    zodiacId: row.zodiac_id,
    religionId: row.religion_id,
    casteId: row.caste_id,
    subCaste: row.sub_caste ?? "",
    educationId: row.education_id,
    specialization: row.specialization ?? "",
    occupationId: row.occupation_id ?? undefined,
    occupationDetail: row.occupation_detail ?? "",
    annualIncomeId: row.annual_income_id ?? undefined,
    requirement: row.requirement ?? "",
    regionId: row.region_id ?? undefined,
    stateId: row.state_id,
    districtId: row.district_id,
    cityVillage: row.city_village ?? "",
    uncleSurname: row.uncle_surname,
    fatherFullName: row.father_full_name,
    fatherOccupation: row.father_occupation,
    fatherMobile: row.father_mobile,
    currentAddress: row.current_address,
    permanentAddress: row.permanent_address ?? "",
    contactPersonName1: row.contact_person_name_1,
    contactPersonMobile1: row.contact_person_mobile_1,
    contactPersonName2: row.contact_person_name_2 ?? "",
    contactPersonMobile2: row.contact_person_mobile_2 ?? "",
    photoId: row.pending_photo_id ?? row.photo_id ?? undefined,
  };
}

/** Others see a photo only once the committee approved it; managers also see one under review. */
export function visiblePhotoId(row: ProfileRow, manages: boolean): string | null {
  if (manages) return row.photo_id;
  return row.photo_status === "approved" ? row.photo_id : null;
}

export function toCard(
  row: ProfileRow,
  lang: Language,
  isWishlisted: boolean,
  manages: boolean,
): ProfileCard {
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    gender: row.gender,
    photo: photoUrls(visiblePhotoId(row, manages)),
    isWishlisted,
    ...cardLabels(row, lang),
  };
}
