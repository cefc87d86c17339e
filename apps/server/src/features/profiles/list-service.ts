import { LIST_PAGE_SIZE } from "@vv/shared/constants";
import type { Language } from "@vv/shared/i18n";
import {
  type ProfileListQuery,
  type ProfileListResponse,
  profileListResponseSchema,
} from "@vv/shared/profile-views";
import { VERIFICATION } from "@vv/shared/statuses";
import { AppError } from "../../platform/errors";
import { type HeavyWorkGate, unlimitedHeavyWork } from "../../platform/heavy-work-gate";
import { type PreparedJson, prepareJson } from "../../platform/json-etag";
import { browseGenders, type Viewer } from "./access";
import { answersUnderCounter, type ListAnswerMemory, listAnswerKey, listAnswerMemory } from "./list-answers";
import { toCard } from "./mapping";
import type { ProfilesRepo } from "./repo";
import type { ProfilePrivacyDeps } from "./service";

/** The browse list: one page of approved profiles this viewer may see, as cards (the JSON sent). */
export function profileListService(
  repo: ProfilesRepo,
  privacy: () => Pick<ProfilePrivacyDeps, "forViewer">,
  options: { now?: () => number; answers?: ListAnswerMemory; gate?: HeavyWorkGate } = {},
) {
  const now = options.now ?? (() => Date.now());
  const kept = answersUnderCounter(options.answers ?? listAnswerMemory(now));
  const gate = options.gate ?? unlimitedHeavyWork;

  async function compute(
    viewer: Viewer,
    query: ProfileListQuery,
    lang: Language,
  ): Promise<ProfileListResponse> {
    const allowed = browseGenders(viewer, await repo.ownGenders(viewer.id));
    if (allowed.length === 0) throw new AppError(403, "no_profile", "profile:list.noProfile");
    const { rows, page, total, totalIsCapped, nextCursor } = await repo.browse({
      ...query,
      genders: allowed,
      viewerId: viewer.id,
    });
    const shown = await privacy().forViewer(viewer);
    const verified = await repo.mobileVerifiedOwners(rows.map((r) => r.owner_user_id));
    return {
      items: rows.map((r) =>
        toCard(r, lang, r.is_wishlisted, {
          manages: shown.manages(r),
          realPhoto: shown.seesRealPhoto(r),
          mobileVerified: verified.has(r.owner_user_id),
        }),
      ),
      total,
      totalIsCapped,
      nextCursor,
      page,
      pageSize: LIST_PAGE_SIZE,
    };
  }

  return async function browse(
    viewer: Viewer,
    query: ProfileListQuery,
    lang: Language,
    /** The counter as read with the request's session; read here when not given. */
    generationAsOfRequest?: string | null,
  ): Promise<PreparedJson> {
    if (viewer.isVerified !== VERIFICATION.verified)
      throw new AppError(403, "verification_pending", "profile:list.verificationPending");
    if (!viewer.hasListingAccess) throw new AppError(403, "no_listing_access", "profile:list.noPermission");
    // Read before the answer is computed: a change committed meanwhile moves the counter past this
    // value, so an answer that might predate it is never found again.
    const generation =
      generationAsOfRequest === undefined ? await repo.listGeneration() : generationAsOfRequest;
    const key = generation && listAnswerKey({ generation, viewer, query, lang, now: new Date(now()) });
    const known = kept.get(generation, key);
    if (known) return known;
    return gate.run(async () => {
      // While this waited for its turn, the same request (a double tap, a revalidation) may have been answered.
      const answeredMeanwhile = kept.peek(generation, key);
      if (answeredMeanwhile) return answeredMeanwhile;
      const answer = prepareJson(profileListResponseSchema, await compute(viewer, query, lang));
      kept.set(key, answer);
      return answer;
    });
  };
}
