import { describe, expect, it } from "vitest";
import { businessInputSchema } from "./business";
import { jobInputSchema } from "./jobs";
import { profileInputSchema } from "./profile";

const messagesAt = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("cross-field rules show with the other errors, not after them", () => {
  it("a job form with no title still says the last date has passed and how to apply is missing", () => {
    const errors = messagesAt(
      jobInputSchema.safeParse({ title: "", lastDate: "2020-01-01", salaryMin: "50000", salaryMax: "10000" }),
    );
    expect(errors.title).toBe("common:validation.required");
    expect(errors.lastDate).toMatch(/lastDatePast/);
    expect(errors.salaryMax).toMatch(/salaryOrder/);
    expect(errors.applyPhone).toMatch(/howToApply/);
  });

  it("a wrong email or a wrong choice elsewhere does not hold the rules back", () => {
    const errors = messagesAt(
      jobInputSchema.safeParse({ jobType: "astronaut", applyEmail: "not-an-email", lastDate: "2020-01-01" }),
    );
    expect(errors.applyEmail).toMatch(/email/);
    expect(errors.jobType).toBe("common:validation.invalidChoice");
    expect(errors.lastDate).toMatch(/lastDatePast/);
    const profile = messagesAt(
      profileInputSchema.safeParse({ gender: 2, dateOfBirth: "2015-01-01", height: "9 ft" }),
    );
    expect(profile.height).toBe("common:validation.invalidChoice");
    expect(profile.dateOfBirth).toMatch(/minAge/);
  });

  it("a rule waits while a field it reads is itself wrong", () => {
    const errors = messagesAt(jobInputSchema.safeParse({ title: "", lastDate: "not a date" }));
    expect(errors.lastDate).not.toMatch(/lastDatePast/);
  });

  it("a profile for a 15-year-old bride says so even before the rest is filled in", () => {
    const fifteen = `${new Date().getFullYear() - 15}-06-15`;
    const errors = messagesAt(
      profileInputSchema.safeParse({ gender: 2, dateOfBirth: fifteen, firstName: "" }),
    );
    expect(errors.firstName).toBeDefined();
    expect(errors.dateOfBirth).toMatch(/minAge/);
  });

  it("a business in a district of another state is refused alongside a missing name", () => {
    const errors = messagesAt(businessInputSchema.safeParse({ name: "", stateId: 1, districtId: 999_999 }));
    expect(errors.name).toBe("common:validation.required");
    expect(errors.districtId).toBe("common:validation.invalidChoice");
  });
});
