import type { Language } from "@vv/shared/i18n";
import { lineageKey } from "@vv/shared/lineage";
import { photoUrlsOf } from "@vv/shared/media";
import { composeBirthTime, type ProfileInput } from "@vv/shared/profile";
import type { PhotoUrls, ProfileActivity, ProfileCard } from "@vv/shared/profile-views";
import { heightInInches } from "@vv/shared/reference";
import { birthChart } from "../../platform/astro/birth-chart";
import { moonAtBirth } from "../../platform/astro/moon";
import { indiaDay } from "../../platform/india-time";
import { resolvePlace } from "../../platform/places/gazetteer";
import { cardLabels } from "./labels";
import type { NewProfileRow, ProfileRow } from "./repo";

/** Photo variant paths under the API root; the web prefixes its API base. */
export function photoUrls(photoId: string | null): PhotoUrls | null {
  return photoId ? photoUrlsOf(photoId) : null;
}

/**
 * The blurred variants the server makes for viewers the family has not chosen (visibility/rules.ts):
 * the same names, answering blurred bytes of the same sizes, so pages need no second code path.
 */
export function blurredPhotoUrls(photoId: string | null): PhotoUrls | null {
  if (!photoId) return null;
  const base = `/media/photos/${photoId}`;
  return {
    card: `${base}/blur-card.webp`,
    cardJpeg: `${base}/blur-card.jpg`,
    thumb: `${base}/blur.webp`,
    full: `${base}/blur.webp`,
    thumbJpeg: `${base}/blur.jpg`,
    fullJpeg: `${base}/blur.jpg`,
  };
}

/** What a viewer is shown of a profile's photo: managers and entitled viewers the real one. */
export interface CardShown {
  manages: boolean;
  realPhoto: boolean;
  /** The owner's mobile passed an OTP (the "Mobile verified" badge); left out where not looked up. */
  mobileVerified?: boolean;
}

const oneSpaced = (v: string | undefined) => v?.replace(/\s+/g, " ") || null;

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
  // Mangal dosha is stored too: lists and matches filter on it (the family's declaration wins).
  const place = input.birthPlaceRef ? resolvePlace(input.birthPlaceRef) : null;
  const computed = birthChart({
    dateOfBirth: input.dateOfBirth,
    birthTime: birthTime || null,
    timeZone: input.birthTimeZone,
    latitude: place?.latitude,
    longitude: place?.longitude,
  }).mangal.dosha;
  const effective = input.mangalDeclared ? input.mangalDeclared === "yes" : computed;
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
    birth_place_ref: place?.ref ?? null,
    birth_latitude: place?.latitude ?? null,
    birth_longitude: place?.longitude ?? null,
    mangal_declared: input.mangalDeclared ?? null,
    gotra: oneSpaced(input.gotra),
    devak: oneSpaced(input.devak),
    gotra_key: lineageKey(input.gotra) || null,
    devak_key: lineageKey(input.devak) || null,
    kuldaivat: oneSpaced(input.kuldaivat),
    mangal_dosha: effective === null ? null : Number(effective),
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
    // Omitted on an update: the stored choice stays (on create the service fills the site default).
    ...(input.contactVisibility ? { contact_visibility: input.contactVisibility } : {}),
    ...(input.photoVisibility ? { photo_visibility: input.photoVisibility } : {}),
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
    birthPlaceRef: row.birth_place_ref ?? undefined,
    gotra: row.gotra ?? "",
    devak: row.devak ?? "",
    kuldaivat: row.kuldaivat ?? "",
    mangalDeclared: (row.mangal_declared ?? undefined) as "yes" | "no" | undefined,
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
    contactVisibility: row.contact_visibility,
    photoVisibility: row.photo_visibility,
    photoId: row.pending_photo_id ?? row.photo_id ?? undefined,
  };
}

/** Others see a photo only once the committee approved it; managers also see one under review. */
export function visiblePhotoId(row: ProfileRow, manages: boolean): string | null {
  if (manages) return row.photo_id;
  return row.photo_status === "approved" ? row.photo_id : null;
}

const DAY_MS = 86_400_000;

/** "week" (active within 7 days), "month" (within 30) or nothing, from the stored day alone. */
export function activityOf(activeOn: string, now = new Date()): ProfileActivity | undefined {
  if (!activeOn) return undefined;
  const days = (Date.parse(indiaDay(now)) - Date.parse(activeOn)) / DAY_MS;
  if (Number.isNaN(days)) return undefined;
  return days < 7 ? "week" : days < 30 ? "month" : undefined;
}

export function toCard(
  row: ProfileRow,
  lang: Language,
  isWishlisted: boolean,
  shown: CardShown,
): ProfileCard {
  const photoId = visiblePhotoId(row, shown.manages);
  const real = shown.manages || shown.realPhoto;
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    gender: row.gender,
    photo: real ? photoUrls(photoId) : blurredPhotoUrls(photoId),
    photoBlurred: !real && photoId !== null,
    isWishlisted,
    idVerified: row.id_verified_at !== null,
    ...(shown.mobileVerified === undefined ? {} : { mobileVerified: shown.mobileVerified }),
    ...(activityOf(row.active_on) ? { activity: activityOf(row.active_on) } : {}),
    ...cardLabels(row, lang),
  };
}

/** The biodata PDF's contact section (only for viewers entitled to it: visibility/rules.ts). */
export function biodataContacts(row: ProfileRow) {
  return [
    { labelKey: "fatherMobile", value: row.father_mobile },
    { labelKey: "currentAddress", value: row.current_address },
    { labelKey: "permanentAddress", value: row.permanent_address ?? "" },
    {
      labelKey: "contactPerson1",
      value: `${row.contact_person_name_1}, ${row.contact_person_mobile_1}`,
    },
    {
      labelKey: "contactPerson2",
      value: row.contact_person_name_2
        ? `${row.contact_person_name_2}, ${row.contact_person_mobile_2 ?? ""}`
        : "",
    },
  ];
}

/** The details page's contact details (only for viewers entitled to them: visibility/rules.ts). */
export function detailContacts(row: ProfileRow) {
  return {
    fatherMobile: row.father_mobile,
    currentAddress: row.current_address,
    permanentAddress: row.permanent_address,
    contactPersonName1: row.contact_person_name_1,
    contactPersonMobile1: row.contact_person_mobile_1,
    contactPersonName2: row.contact_person_name_2,
    contactPersonMobile2: row.contact_person_mobile_2,
  };
}
