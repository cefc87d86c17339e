import { COMPLETENESS_STEPS, type CompletenessResponse, type CompletenessStep } from "@vv/shared/matches";
import type { ProfileRow } from "../profiles/repo";

/**
 * How complete a profile is: each step counts the same; the last is the committee's identity check
 * (the family uploads the document from the profile's identity panel).
 */
export function completeness(row: ProfileRow, hasPreferences: boolean): CompletenessResponse {
  const done: Record<CompletenessStep, boolean> = {
    approved: row.registration_status === "approved",
    photo: row.photo_status === "approved" && row.photo_id !== null,
    birthTime: row.birth_time !== "",
    preferences: hasPreferences,
    education: !!row.specialization && row.occupation_id !== null,
    income: row.annual_income_id !== null,
    place: row.region_id !== null && !!row.city_village,
    family: !!row.permanent_address && !!row.contact_person_name_2,
    requirement: !!row.requirement,
    idVerified: row.id_verified_at !== null,
  };
  const count = COMPLETENESS_STEPS.filter((s) => done[s]).length;
  const next: CompletenessResponse["next"] = [];
  for (const step of COMPLETENESS_STEPS) {
    if (done[step]) continue;
    if (step === "approved") next.push({ step, to: null });
    else if (step === "photo")
      next.push(
        row.photo_status === "pending" && row.photo_id !== null
          ? { step: "photoPending", to: null }
          : { step, to: "edit" },
      );
    else if (step === "idVerified") next.push({ step, to: "identity" });
    else next.push({ step, to: step === "preferences" ? "preferences" : "edit" });
  }
  return { percent: Math.round((100 * count) / COMPLETENESS_STEPS.length), next };
}
