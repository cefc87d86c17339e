import type { ProfileFormValues } from "@vv/shared/profile";
import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { emptyProfileValues, firstErrorField, fromStoredValues, refineErrors } from "./form-values";

const err = (message: string) => ({ type: "custom", message });

describe("profile form values", () => {
  it("starts with Maharashtra and nothing else chosen", () => {
    expect(emptyProfileValues()).toEqual({ stateId: 20 });
  });

  it("turns stored nulls into empty fields and ignores unknown keys", () => {
    const values = fromStoredValues({ firstName: "Priya", occupationId: null, extra: 1 });
    expect(values.firstName).toBe("Priya");
    expect(values.occupationId).toBeUndefined();
    expect("extra" in values).toBe(false);
  });
});

describe("refineErrors", () => {
  const values = { height: undefined, firstName: "Priya", birthAmPm: "XX" } as unknown as ProfileFormValues;

  it("says Required for an empty choice", () => {
    const errors = { height: err("common:validation.invalidChoice") } as FieldErrors<ProfileFormValues>;
    expect(refineErrors(errors, values, { requirePhoto: false }).height?.message).toBe(
      "common:validation.required",
    );
  });

  it("keeps our own messages for filled fields and replaces library wording", () => {
    const errors = {
      birthAmPm: err("common:validation.invalidChoice"),
      firstName: err("Invalid input: expected string"),
    } as FieldErrors<ProfileFormValues>;
    const refined = refineErrors(errors, values, { requirePhoto: false });
    expect(refined.birthAmPm?.message).toBe("common:validation.invalidChoice");
    expect(refined.firstName?.message).toBe("common:validation.invalid");
  });

  it("asks for the photo on a new profile only", () => {
    expect(refineErrors({}, values, { requirePhoto: true }).photoId?.message).toBe(
      "profile:validation.photoRequired",
    );
    expect(refineErrors({}, values, { requirePhoto: false }).photoId).toBeUndefined();
    const withPhoto = { ...values, photoId: "abcdefghijklmnop1234" } as ProfileFormValues;
    expect(refineErrors({}, withPhoto, { requirePhoto: true }).photoId).toBeUndefined();
  });

  it("finds the first error in page order", () => {
    expect(firstErrorField({ contactPersonMobile1: err("x"), firstName: err("x") })).toBe("firstName");
    expect(firstErrorField({ photoId: err("x"), gender: err("x") })).toBe("photoId");
    expect(firstErrorField({})).toBeUndefined();
  });
});
