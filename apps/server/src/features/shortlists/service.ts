import type { Language } from "@vv/shared/i18n";
import { SHORTLISTED_US_PAGE_SIZE, type ShortlistedUsResponse } from "@vv/shared/saved-searches";
import { notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { managesProfile, type Viewer } from "../profiles/access";
import { toCard } from "../profiles/mapping";
import type { ProfilesRepo } from "../profiles/repo";
import type { ProfilesService } from "../profiles/service";
import type { VisibilityService } from "../visibility/service";
import type { ShortlistsRepo } from "./repo";

/** "Shortlisted us": families that put a profile on their wish list, shown to that profile's family. */
export function shortlistsService(
  repo: ShortlistsRepo,
  profileRows: ProfilesRepo,
  profiles: Pick<ProfilesService, "genders">,
  visibility: Pick<VisibilityService, "forViewer">,
) {
  return {
    async shortlistedUs(
      viewer: Viewer,
      profileId: number,
      page: number,
      lang: Language,
    ): Promise<ShortlistedUsResponse> {
      const row = await profileRows.findById(profileId);
      if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
      // As who-viewed: the families of the other gender that the viewer may see in the lists.
      const genders = (await profiles.genders(viewer)).filter((g) => g !== row.gender);
      const offset = (page - 1) * SHORTLISTED_US_PAGE_SIZE;
      const { total, families } = await repo.page(
        profileId,
        genders,
        viewer.id,
        offset,
        SHORTLISTED_US_PAGE_SIZE,
      );
      const rows = await repo.profilesOf(
        families.map((f) => f.user_id),
        genders,
        viewer.id,
      );
      const shown = await visibility.forViewer(viewer);
      const items: ShortlistedUsResponse["items"] = [];
      for (const f of families) {
        // A family with several listed profiles shows its newest approved one.
        const p = rows.find((r) => r.owner_user_id === f.user_id);
        if (!p) continue;
        items.push({
          ...toCard(p, lang, false, { manages: false, realPhoto: shown.seesRealPhoto(p) }),
          shortlistedAt: f.created_at,
        });
      }
      return { items, total, page, pageSize: SHORTLISTED_US_PAGE_SIZE };
    },

    async setting(userId: number) {
      return { shown: !(await repo.isHidden(userId)) };
    },

    async saveSetting(userId: number, shown: boolean, lang: Language) {
      await repo.setHidden(userId, !shown);
      return {
        shown,
        message: translate(
          lang,
          shown ? "matches:searches.shortlist.shownSaved" : "matches:searches.shortlist.hiddenSaved",
        ),
      };
    },
  };
}
export type ShortlistsService = ReturnType<typeof shortlistsService>;
