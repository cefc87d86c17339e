import type { Language } from "@vv/shared/i18n";
import type { KundliResponse } from "@vv/shared/kundli";
import { profileSlug } from "@vv/shared/profile";
import type { Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import type { ProfileRow, ProfilesRepo } from "../profiles/repo";
import type { ProfilesService } from "../profiles/service";
import { gunaBetween, hasMoon, moonView } from "./view";

/** The viewer's profiles a guna score can be computed with: the other gender, approved ones first. */
export async function ownProfilesFor(repo: ProfilesRepo, viewer: Viewer, theirs: ProfileRow) {
  const rows = await repo.listManagedBy(viewer.id);
  return rows
    .filter((r) => r.gender !== theirs.gender && r.id !== theirs.id)
    .sort(
      (a, b) => Number(b.registration_status === "approved") - Number(a.registration_status === "approved"),
    );
}

export const asOwn = (row: ProfileRow) => ({
  ...row,
  slug: profileSlug(row.registration_number ?? row.id, row.first_name, row.last_name),
  fullName: fullName(row),
});

export function kundliService(profiles: ProfilesService, repo: ProfilesRepo) {
  return {
    /** The viewed profile's Moon and its guna with one of the viewer's own profiles. */
    async forProfile(
      viewer: Viewer,
      slug: string,
      withProfileId: number | undefined,
      lang: Language,
    ): Promise<KundliResponse> {
      const { row } = await profiles.resolveVisible(viewer, slug);
      const own = await ownProfilesFor(repo, viewer, row);
      const chosen = own.find((r) => r.id === withProfileId) ?? own.find(hasMoon) ?? own[0];
      const guna = chosen ? gunaBetween(asOwn(chosen), row, lang) : null;
      const gunaMissing = guna
        ? null
        : !chosen
          ? "noOwnProfile"
          : !hasMoon(chosen)
            ? "ownUnavailable"
            : "theirsUnavailable";
      return {
        moon: moonView(row, lang),
        ownProfiles: own.map((r) => ({ id: r.id, fullName: fullName(r), hasMoon: hasMoon(r) })),
        guna,
        gunaMissing,
      };
    },
  };
}
export type KundliService = ReturnType<typeof kundliService>;
