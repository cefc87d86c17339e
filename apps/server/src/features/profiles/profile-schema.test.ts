import { normalizeMobile } from "@vv/shared/mobile";
import {
  composeBirthTime,
  profileInputSchema,
  profileSlug,
  registrationNumberFromSlug,
} from "@vv/shared/profile";
import { describe, expect, it } from "vitest";
import { demoProfileInput, seededRandom } from "../../seed/profile-factory";

const valid = (overrides = {}) => demoProfileInput(seededRandom(7), 2, overrides);
function issuesOf(values: Record<string, unknown>) {
  const result = profileInputSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("profile form schema (shared by the form and the API)", () => {
  it("accepts a complete profile and normalises phone numbers", () => {
    const parsed = profileInputSchema.parse(valid({ fatherMobile: "+91 98220-12345" }));
    expect(parsed.fatherMobile).toBe("9822012345");
    expect(parsed.subCaste).toBeUndefined();
  });

  const required = [
    "profileFor",
    "firstName",
    "middleName",
    "lastName",
    "gender",
    "dateOfBirth",
    "birthHour",
    "birthMinute",
    "birthAmPm",
    "birthPlace",
    "height",
    "bloodGroupId",
    "maritalStatusId",
    "zodiacId",
    "religionId",
    "casteId",
    "educationId",
    "stateId",
    "districtId",
    "uncleSurname",
    "fatherFullName",
    "fatherOccupation",
    "fatherMobile",
    "currentAddress",
    "contactPersonName1",
    "contactPersonMobile1",
  ];
  it.each(required)("requires %s", (field) => {
    const values: Record<string, unknown> = { ...valid() };
    delete values[field];
    expect(Object.keys(issuesOf(values))).toContain(field);
  });

  it.each([
    ["firstName", 30],
    ["middleName", 30],
    ["lastName", 30],
    ["birthPlace", 40],
    ["fatherFullName", 75],
    ["fatherOccupation", 75],
    ["uncleSurname", 75],
    ["currentAddress", 500],
    ["contactPersonName1", 100],
    ["requirement", 200],
    ["specialization", 50],
    ["cityVillage", 50],
    ["permanentAddress", 500],
  ] as const)("limits %s to %i characters", (field, max) => {
    expect(issuesOf(valid({ [field]: "अ".repeat(max) }))[field]).toBeUndefined();
    expect(issuesOf(valid({ [field]: "अ".repeat(max + 1) }))[field]).toBe(
      `common:validation.tooLong|{"max":${max}}`,
    );
  });

  it.each(["12345", "98220123456", "abcdefghij", "5822012345", "98220 1234x", "<script>"])(
    "rejects the phone number %s with the agreed message",
    (bad) => {
      expect(issuesOf(valid({ contactPersonMobile1: bad })).contactPersonMobile1).toBe(
        "profile:validation.phone",
      );
    },
  );

  it("refuses brides under 18 and grooms under 21", () => {
    const year = new Date().getUTCFullYear();
    expect(issuesOf(valid({ gender: 2, dateOfBirth: `${year - 17}-01-01` })).dateOfBirth).toContain("minAge");
    expect(issuesOf(valid({ gender: 2, dateOfBirth: `${year - 19}-01-01` })).dateOfBirth).toBeUndefined();
    expect(issuesOf(valid({ gender: 1, dateOfBirth: `${year - 20}-01-01` })).dateOfBirth).toBe(
      'profile:validation.minAge|{"min":21}',
    );
  });

  it("refuses impossible dates, a caste of another religion and a district of another state", () => {
    expect(issuesOf(valid({ dateOfBirth: "1999-02-30" })).dateOfBirth).toBe("profile:validation.dateFormat");
    expect(issuesOf(valid({ religionId: 2 })).casteId).toBe("common:validation.invalidChoice");
    expect(issuesOf(valid({ stateId: 1 })).districtId).toBe("common:validation.invalidChoice");
  });

  it("builds and reads profile slugs and birth times", () => {
    expect(profileSlug(1001, "Priya", "Patil")).toBe("1001-Priya-Patil");
    expect(profileSlug(1002, "प्रियांका", "क्षीरसागर")).toBe("1002-प्रियांका-क्षीरसागर");
    expect(registrationNumberFromSlug("1001-Priya-Patil")).toBe(1001);
    expect(registrationNumberFromSlug("abc")).toBeNull();
    expect(composeBirthTime(7, 5, "PM")).toBe("07:05 PM");
    expect(normalizeMobile("09822012345")).toBe("9822012345");
  });
});
