import { LIST_PAGE_SIZE } from "@vv/shared/constants";
import type { Language } from "@vv/shared/i18n";
import { MOON_APPROXIMATE } from "@vv/shared/kundli";
import { MATCH_CRITERIA, type MatchesQuery, type MatchesResponse } from "@vv/shared/matches";
import { profileSlug } from "@vv/shared/profile";
import { VERIFICATION } from "@vv/shared/statuses";
import { AppError, notFound } from "../../platform/errors";
import type { PreferencesService } from "../preferences/service";
import { managesProfile, type Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import { toCard } from "../profiles/mapping";
import type { ProfilesRepo } from "../profiles/repo";
import type { ProfilesService } from "../profiles/service";
import type { ViewerVisibility } from "../visibility/rules";
import type { VisibilityService } from "../visibility/service";
import { completeness } from "./completeness";
import type { MatchesRepo, MatchRow } from "./repo";

export function matchesService(deps: {
  repo: MatchesRepo;
  profileRows: ProfilesRepo;
  profiles: ProfilesService;
  preferences: PreferencesService;
  visibility: Pick<VisibilityService, "forViewer">;
}) {
  const { repo, profileRows, profiles, preferences } = deps;

  function card(
    row: MatchRow,
    me: { moon_precision: string | null },
    lang: Language,
    shown: ViewerVisibility,
  ) {
    return {
      ...toCard(row, lang, row.is_wishlisted === 1, {
        manages: false,
        realPhoto: shown.seesRealPhoto(row),
      }),
      isNew: row.is_new === 1,
      checks: MATCH_CRITERIA.flatMap((criterion) => {
        const value = row[`f_${criterion}`];
        return value === null || value === undefined ? [] : [{ criterion, met: Number(value) === 1 }];
      }),
      theirWishes: { met: Number(row.b_met), stated: Number(row.b_stated) },
      mangal: row.mangal_dosha === null ? null : row.mangal_dosha === 1,
      guna:
        row.guna_halves === null || row.guna_halves === undefined
          ? null
          : {
              total: Number(row.guna_halves) / 2,
              approximate: row.moon_precision === MOON_APPROXIMATE || me.moon_precision === MOON_APPROXIMATE,
            },
    };
  }

  return {
    /** Completeness of a profile the viewer manages, with the next steps. */
    async completeness(viewer: Viewer, profileId: number) {
      const row = await profileRows.findById(profileId);
      if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
      return completeness(row, !!(await preferences.find(row.id)));
    },

    /** One page of matches for a profile the viewer manages, best first. */
    async page(
      viewer: Viewer,
      profileId: number,
      query: MatchesQuery,
      lang: Language,
    ): Promise<MatchesResponse> {
      if (viewer.isVerified !== VERIFICATION.verified)
        throw new AppError(403, "verification_pending", "profile:list.verificationPending");
      if (!viewer.hasListingAccess) throw new AppError(403, "no_listing_access", "profile:list.noPermission");
      const me = await profileRows.findById(profileId);
      if (!me || !managesProfile(viewer, me)) throw notFound("profile:errors.notFound");
      const [prefs, genders, marksFrom, mine] = await Promise.all([
        preferences.find(me.id),
        profiles.genders(viewer),
        repo.visit(viewer.id, me.id),
        profileRows.listManagedBy(viewer.id),
      ]);
      const { rows, total, totalIsCapped } = await repo.page({
        ...query,
        me,
        prefs,
        genders,
        viewerId: viewer.id,
        marksFrom,
      });
      const shown = await deps.visibility.forViewer(viewer);
      return {
        profile: {
          id: me.id,
          slug: profileSlug(me.registration_number ?? me.id, me.first_name, me.last_name),
          fullName: fullName(me),
          hasPreferences: !!prefs,
        },
        profiles: mine.map((p) => ({ id: p.id, fullName: fullName(p) })),
        items: rows.map((r) => card(r, me, lang, shown)),
        total,
        totalIsCapped,
        page: query.page,
        pageSize: LIST_PAGE_SIZE,
      };
    },
  };
}
export type MatchesService = ReturnType<typeof matchesService>;
