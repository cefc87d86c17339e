import type { Language } from "@vv/shared/i18n";
import type { PartnerPreferences, PreferencesResponse } from "@vv/shared/preferences";
import { forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { managesProfile, mayEditProfile, type Viewer } from "../profiles/access";
import type { ProfilesRepo } from "../profiles/repo";
import { fromRow, toColumns } from "./columns";
import type { PreferencesRepo } from "./repo";

/** Partner preferences: read and written by whoever manages the profile (owner, associate, admins). */
export function preferencesService(repo: PreferencesRepo, profiles: ProfilesRepo) {
  async function managed(viewer: Viewer, profileId: number) {
    const row = await profiles.findById(profileId);
    if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
    return row;
  }
  return {
    async get(viewer: Viewer, profileId: number): Promise<PreferencesResponse> {
      await managed(viewer, profileId);
      return fromRow(profileId, await repo.find(profileId));
    },

    async save(viewer: Viewer, profileId: number, input: PartnerPreferences, lang: Language) {
      const row = await managed(viewer, profileId);
      if (!mayEditProfile(viewer, row)) throw forbidden("profile:errors.locked");
      await repo.save(toColumns(profileId, input));
      return { message: translate(lang, "matches:preferences.saved") };
    },

    find: (profileId: number) => repo.find(profileId),
  };
}
export type PreferencesService = ReturnType<typeof preferencesService>;
