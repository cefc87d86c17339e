import { expect, it } from "vitest";
import { committeeMemberInputSchema } from "./committee";

const SELECTS = ["regionId", "titleId", "designationId"] as const;

function messages(value: unknown) {
  const result = committeeMemberInputSchema.safeParse({
    regionId: value,
    titleId: value,
    designationId: value,
  });
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => SELECTS.includes(issue.path[0] as (typeof SELECTS)[number]))
    .map((issue) => issue.message);
}

it("says Required (once) for an empty select of the committee form, and 'choose from the list' for a stranger", () => {
  for (const empty of ["", null, undefined]) {
    expect(messages(empty)).toEqual(SELECTS.map(() => "common:validation.required"));
  }
  expect(messages(999)).toEqual(SELECTS.map(() => "common:validation.invalidChoice"));
  expect(messages(1)).toEqual([]);
});
