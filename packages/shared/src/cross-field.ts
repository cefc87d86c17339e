import type { core } from "zod";
import { districtsForState } from "./reference/states";

/**
 * For an object's cross-field rule: run it as soon as the fields it reads are valid, even while
 * other fields are not. Zod otherwise skips object rules after any field error, so a form would
 * show "the last date has passed" only after every other field was fixed.
 * Never on a value that is not an object (a body of `null`, `[]`, `"str"`): the rule would read
 * properties of it, so it waits for the object's own type error like any other rule.
 */
export function whenValid(...fields: string[]): core.$ZodSuperRefineParams {
  return {
    when: (payload) =>
      isPlainObject(payload.value) &&
      !payload.issues.some((issue) => {
        const first = issue.path?.[0];
        return first === undefined || fields.includes(String(first));
      }),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The chosen district must belong to the chosen state; a state without districts is refused. */
export const stateAndDistrictRule = [
  (value: { stateId: number; districtId: number }, ctx: core.$RefinementCtx<unknown>) => {
    const districts = districtsForState(value.stateId);
    if (districts.length === 0) {
      ctx.addIssue({ code: "custom", path: ["stateId"], message: "common:validation.invalidChoice" });
    } else if (!districts.some((d) => d.id === value.districtId)) {
      ctx.addIssue({ code: "custom", path: ["districtId"], message: "common:validation.invalidChoice" });
    }
  },
  whenValid("stateId", "districtId"),
] as const;
