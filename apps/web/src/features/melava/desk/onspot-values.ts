import { zodResolver } from "@hookform/resolvers/zod";
import { type MelavaOnSpotInput, type MelavaOnSpotValues, melavaOnSpotSchema } from "@vv/shared/melava-desk";
import type { Resolver } from "react-hook-form";

/** The new-profile form's empty values (cash preselected: most families pay in cash). */
export const EMPTY: MelavaOnSpotValues = {
  mobile: "",
  firstName: "",
  middleName: "",
  lastName: "",
  dateOfBirth: "",
  showContact: false,
  joinWaitingList: false,
  paymentMethod: "cash",
  receiptNumber: "",
} as MelavaOnSpotValues;

/** The shared rules, plus the photo question answered (the booklet prints nothing undecided). */
export const resolver: Resolver<MelavaOnSpotValues, unknown, MelavaOnSpotInput> = async (
  values,
  context,
  options,
) => {
  const result = await zodResolver(melavaOnSpotSchema)(values, context, options);
  if (values.showPhoto !== undefined) return result;
  return {
    values: {},
    errors: { ...result.errors, showPhoto: { type: "required", message: "melava:register.photoRequired" } },
  };
};
