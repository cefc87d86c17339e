import type { ProfileFormValues } from "@vv/shared/profile";
import { DEFAULT_STATE_ID } from "@vv/shared/reference";
import type { FieldError, FieldErrors } from "react-hook-form";
import { isMessageKey } from "../../../lib/translate-message";

export type FieldName = keyof ProfileFormValues & string;

/** The form's fields in the order they appear: the first with an error is scrolled to. */
export const FIELD_ORDER: readonly FieldName[] = [
  "photoId",
  "profileFor",
  "firstName",
  "middleName",
  "lastName",
  "gender",
  "dateOfBirth",
  "birthHour",
  "birthMinute",
  "birthAmPm",
  "birthTimeUnknown",
  "birthTimeZone",
  "birthPlace",
  "birthPlaceRef",
  "mangalDeclared",
  "height",
  "bloodGroupId",
  "maritalStatusId",
  "zodiacId",
  "religionId",
  "casteId",
  "subCaste",
  "regionId",
  "stateId",
  "districtId",
  "cityVillage",
  "uncleSurname",
  "educationId",
  "specialization",
  "occupationId",
  "occupationDetail",
  "annualIncomeId",
  "requirement",
  "fatherFullName",
  "fatherOccupation",
  "fatherMobile",
  "currentAddress",
  "permanentAddress",
  "contactPersonName1",
  "contactPersonMobile1",
  "contactPersonName2",
  "contactPersonMobile2",
  "contactVisibility",
  "photoVisibility",
];

const REQUIRED = "common:validation.required";
const INVALID = "common:validation.invalid";
const PHOTO_REQUIRED = "profile:validation.photoRequired";

/** A new form: empty choices stay undefined (so they read as "Required"), the state is Maharashtra. */
export function emptyProfileValues(): ProfileFormValues {
  return { stateId: DEFAULT_STATE_ID } as ProfileFormValues;
}

/** The stored values from GET /profiles/:id/form, with nulls turned into empty fields. */
export function fromStoredValues(stored: Record<string, unknown>): ProfileFormValues {
  const values: Record<string, unknown> = {};
  for (const name of FIELD_ORDER) {
    const value = stored[name];
    values[name] = value === null ? undefined : value;
  }
  return values as ProfileFormValues;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Makes the schema's messages fit for people: an empty field always says "Required" (a choice left
 * empty would otherwise read "Please choose from the list"), a message that is not one of our keys
 * becomes "This value is not valid", and a new profile needs a photo.
 */
export function refineErrors(
  errors: FieldErrors<ProfileFormValues>,
  values: ProfileFormValues,
  options: { requirePhoto: boolean },
): FieldErrors<ProfileFormValues> {
  const out: Record<string, FieldError> = {};
  for (const [name, error] of Object.entries(errors) as [FieldName, FieldError | undefined][]) {
    if (!error) continue;
    const value = (values as Record<string, unknown>)[name];
    let message = error.message;
    if (isEmpty(value) && name !== "photoId") message = REQUIRED;
    else if (!isMessageKey(message)) message = INVALID;
    out[name] = { ...error, message };
  }
  if (options.requirePhoto && isEmpty(values.photoId)) {
    out.photoId = { type: "required", message: PHOTO_REQUIRED };
  }
  return out as FieldErrors<ProfileFormValues>;
}

/** The first field, in page order, that has an error. */
export function firstErrorField(errors: Partial<Record<string, unknown>>): FieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name]) ?? (Object.keys(errors)[0] as FieldName | undefined);
}
