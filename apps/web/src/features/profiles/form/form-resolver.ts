import { zodResolver } from "@hookform/resolvers/zod";
import { type ProfileFormValues, type ProfileInput, profileInputSchema } from "@vv/shared/profile";
import type { Resolver } from "react-hook-form";
import { refineErrors } from "./form-values";

/** The shared schema (the same rules the server applies), plus the photo a new profile needs. */
export function profileResolver(requirePhoto: boolean): Resolver<ProfileFormValues, unknown, ProfileInput> {
  const base = zodResolver(profileInputSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = refineErrors(result.errors, values, { requirePhoto });
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
