import type { core } from "zod";

/**
 * For an object's cross-field rule: run it as soon as the fields it reads are valid, even while
 * other fields are not. Zod otherwise skips object rules after any field error, so a form would
 * show "the last date has passed" only after every other field was fixed.
 */
export function whenValid(...fields: string[]): core.$ZodSuperRefineParams {
  return {
    when: (payload) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0] ?? ""))),
  };
}
