import { LIST_PAGE_SIZE } from "@vv/shared/constants";
import type { Language } from "@vv/shared/i18n";
import { MOON_APPROXIMATE } from "@vv/shared/kundli";
import { MATCH_CRITERIA, type MatchesQuery, matchesResponseSchema } from "@vv/shared/matches";
import { profileSlug } from "@vv/shared/profile";
import type { SiteConfig } from "@vv/shared/settings";
import { VERIFICATION } from "@vv/shared/statuses";
import { AppError, notFound } from "../../platform/errors";
import { type HeavyWorkGate, unlimitedHeavyWork } from "../../platform/heavy-work-gate";
import { type PreparedJson, prepareJson } from "../../platform/json-etag";
import type { PreferencesService } from "../preferences/service";
import { managesProfile, type Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import { answersUnderCounter, listAnswerMemory } from "../profiles/list-answers";
import { toCard } from "../profiles/mapping";
import type { ProfilesRepo } from "../profiles/repo";
import type { ProfilesService } from "../profiles/service";
import type { ViewerVisibility } from "../visibility/rules";
import type { VisibilityService } from "../visibility/service";
import { matchesAnswerKey } from "./answers";
import { completeness } from "./completeness";
import { lineageExclusion } from "./lineage";
import type { MatchesRepo, MatchRow } from "./repo";

export function matchesService(deps: {
  repo: MatchesRepo;
  profileRows: ProfilesRepo;
  profiles: ProfilesService;
  preferences: PreferencesService;
  visibility: Pick<VisibilityService, "forViewer">;
  settings: { get(): Promise<SiteConfig> };
  now?: () => number;
  /** Matches computed at once in this process (platform/heavy-work-gate.ts). */
  gate?: HeavyWorkGate;
}) {
  const { repo, profileRows, profiles, preferences } = deps;
  const now = deps.now ?? (() => Date.now());
  const kept = answersUnderCounter(listAnswerMemory(now));
  const gate = deps.gate ?? unlimitedHeavyWork;

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

    /**
     * One page of matches for a profile the viewer manages, best first, as the JSON sent. Kept until
     * anything it reads changes (answers.ts): a family paging back and forth, or the app revalidating,
     * costs no scoring.
     */
    async page(
      viewer: Viewer,
      profileId: number,
      query: MatchesQuery,
      lang: Language,
      /** The change counter as read with the request's session; read here when not given. */
      generationAsOfRequest?: string | null,
    ): Promise<PreparedJson> {
      if (viewer.isVerified !== VERIFICATION.verified)
        throw new AppError(403, "verification_pending", "profile:list.verificationPending");
      if (!viewer.hasListingAccess) throw new AppError(403, "no_listing_access", "profile:list.noPermission");
      // Read before anything else: a change committed meanwhile moves the counter past this value, so
      // an answer that might predate it is never found again.
      const generation =
        generationAsOfRequest === undefined ? await profileRows.listGeneration() : generationAsOfRequest;
      const me = await profileRows.findById(profileId);
      if (!me || !managesProfile(viewer, me)) throw notFound("profile:errors.notFound");
      const [marksFrom, settings] = await Promise.all([repo.visit(viewer.id, me.id), deps.settings.get()]);
      const exclude = lineageExclusion(me, settings.lineage);
      const key =
        generation &&
        matchesAnswerKey({
          generation,
          viewer,
          profileId,
          query,
          lang,
          marksFrom,
          exclude,
          now: new Date(now()),
        });
      const known = kept.get(generation, key);
      if (known) return known;
      return gate.run(async () => {
        // While this waited for its turn, the same request may have been answered.
        const answeredMeanwhile = kept.peek(generation, key);
        if (answeredMeanwhile) return answeredMeanwhile;
        const [prefs, genders, mine] = await Promise.all([
          preferences.find(me.id),
          profiles.genders(viewer),
          profileRows.listManagedBy(viewer.id),
        ]);
        const { rows, total, totalIsCapped } = await repo.page({
          ...query,
          me,
          prefs,
          genders,
          viewerId: viewer.id,
          marksFrom,
          exclude,
        });
        const shown = await deps.visibility.forViewer(viewer);
        const answer = prepareJson(matchesResponseSchema, {
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
        });
        kept.set(key, answer);
        return answer;
      });
    },
  };
}
export type MatchesService = ReturnType<typeof matchesService>;
