import type { Language } from "@vv/shared/i18n";
import { WHO_VIEWED_DAYS, type WhoViewedResponse } from "@vv/shared/matches";
import { isAdmin } from "@vv/shared/statuses";
import { notFound } from "../../platform/errors";
import { managesProfile, type Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import { toCard } from "../profiles/mapping";
import type { ProfilesRepo } from "../profiles/repo";
import type { ProfilesService } from "../profiles/service";
import type { VisibilityService } from "../visibility/service";
import type { ProfileViewsRepo } from "./repo";

const since = (now = Date.now()) => new Date(now - WHO_VIEWED_DAYS * 86_400_000).toISOString();

/** "Who viewed our profile": families' visits to profile details, shown to the profile's family. */
export function profileViewsService(
  repo: ProfileViewsRepo,
  profileRows: ProfilesRepo,
  profiles: ProfilesService,
  visibility: Pick<VisibilityService, "forViewer">,
) {
  return {
    /** A member's visit to a profile they do not manage (admins' reviews are not visits). */
    async record(viewer: Viewer, profileId: number): Promise<void> {
      if (isAdmin(viewer)) return;
      const row = await profileRows.findById(profileId);
      if (!row || managesProfile(viewer, row)) return;
      await repo.record(viewer.id, profileId, new Date().toISOString());
    },

    /** Members whose profiles opened ours in the last 30 days; only profiles we may see ourselves. */
    async viewers(viewer: Viewer, profileId: number, lang: Language): Promise<WhoViewedResponse> {
      const row = await profileRows.findById(profileId);
      if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
      const genders = (await profiles.genders(viewer)).filter((g) => g !== row.gender);
      const rows = await repo.viewersOf(profileId, since(), genders, viewer.id);
      const shown = await visibility.forViewer(viewer);
      const seen = new Set<number>();
      const items: WhoViewedResponse["items"] = [];
      for (const r of rows) {
        if (seen.has(r.owner_user_id)) continue; // one profile per viewing family
        seen.add(r.owner_user_id);
        items.push({
          ...toCard(r, lang, false, { manages: false, realPhoto: shown.seesRealPhoto(r) }),
          viewedAt: r.viewed_at,
        });
      }
      return { items };
    },

    /** On the details of a profile whose family viewed one of ours: when, and which of ours. */
    async viewedUs(viewer: Viewer, slug: string) {
      const { row, manages } = await profiles.resolveVisible(viewer, slug);
      if (manages) return { viewed: null };
      const hit = await repo.lastViewOfManagedBy(row.owner_user_id, viewer.id, since());
      return { viewed: hit ? { at: hit.viewed_at, profileName: fullName(hit) } : null };
    },
  };
}
export type ProfileViewsService = ReturnType<typeof profileViewsService>;
