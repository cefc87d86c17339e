/**
 * A living directory: a family confirms that it is still looking (in the app or from the
 * single-use link the freshness job sends), pauses its profile (optionally until a day) and resumes
 * it, or closes it when engaged or married, which closes its open interests with a polite notice to
 * the other families. Out of the lists means out of every list: visibility/listed-sql.ts.
 */
import type { Language } from "@vv/shared/i18n";
import {
  type CloseListing,
  isClosing,
  type ListingActionResponse,
  type ListingStatus,
  PAUSE_MAX_DAYS,
  type PauseListing,
} from "@vv/shared/listing";
import { profileSlug, registrationNumberFromSlug } from "@vv/shared/profile";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { indiaDay } from "../../platform/india-time";
import { notify } from "../notifications/notify";
import { managesProfile, type Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import type { ProfileRow } from "../profiles/repo";
import { linkHash } from "./links";
import { type ListingRepo, listingRepo } from "./repo";

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export interface ListingDeps {
  db: DB;
  secret: string;
  /** Days a family has to answer "still looking?" before the profile is paused. */
  answerDays: number;
}

export function listingService(deps: ListingDeps) {
  const repo = listingRepo(deps.db);
  const now = () => new Date().toISOString();

  /** The family (owner, or the associate who registered it) acts; the committee only reads. */
  async function managed(viewer: Viewer, profileId: number, act: boolean) {
    const row = await repo.profile(profileId);
    if (!row || row.erased_at || row.row_status === ROW_STATUS.deleted || !managesProfile(viewer, row))
      throw notFound("profile:errors.notFound");
    if (act && row.owner_user_id !== viewer.id && row.associate_user_id !== viewer.id)
      throw new AppError(403, "forbidden", "listing:errors.familyOnly");
    return row;
  }

  async function statusOf(row: ProfileRow, family: boolean, r: ListingRepo = repo): Promise<ListingStatus> {
    const [unlisted, freshness] = await Promise.all([r.unlisted(row.id), r.freshness(row.id)]);
    const partner = unlisted?.partner_profile_id ? await r.profile(unlisted.partner_profile_id) : undefined;
    const approved = row.registration_status === "approved" && row.row_status === ROW_STATUS.active;
    const closed = isClosing(unlisted?.reason);
    const asked = freshness?.asked_at && (!unlisted || unlisted.reason === "unanswered");
    return {
      state: !unlisted ? "listed" : closed ? "closed" : "paused",
      reason: unlisted?.reason ?? null,
      since: unlisted?.since ?? null,
      resumeOn: unlisted?.resume_on ?? null,
      confirmedAt: freshness?.confirmed_at ?? row.approved_at,
      answerBy:
        asked && freshness?.asked_at && !unlisted
          ? new Date(Date.parse(freshness.asked_at) + deps.answerDays * DAY_MS).toISOString()
          : null,
      partner:
        partner && !partner.erased_at
          ? {
              fullName: fullName(partner),
              slug: profileSlug(
                partner.registration_number ?? partner.id,
                partner.first_name,
                partner.last_name,
              ),
            }
          : null,
      actions: {
        confirm: family && approved && (!unlisted || unlisted.reason === "unanswered"),
        pause: family && approved && !unlisted,
        resume: family && unlisted?.reason === "family",
        close: family && approved && !closed,
      },
    };
  }

  const answer = async (row: ProfileRow, key: string, lang: Language): Promise<ListingActionResponse> => ({
    message: translate(lang, key, { name: row.first_name }),
    status: await statusOf(row, true),
  });

  function assertListedProfile(row: ProfileRow) {
    if (row.registration_status !== "approved" || row.row_status !== ROW_STATUS.active)
      throw conflict("listing:errors.notApproved");
  }

  return {
    async status(viewer: Viewer, profileId: number): Promise<ListingStatus> {
      const row = await managed(viewer, profileId, false);
      return statusOf(row, row.owner_user_id === viewer.id || row.associate_user_id === viewer.id);
    },

    /** "Still looking" from the app: confirmed now; a profile paused for want of an answer comes back. */
    async confirm(viewer: Viewer, profileId: number, lang: Language) {
      const row = await managed(viewer, profileId, true);
      assertListedProfile(row);
      const unlisted = await repo.unlisted(row.id);
      if (unlisted && unlisted.reason !== "unanswered")
        throw conflict(
          isClosing(unlisted.reason) ? "listing:errors.closed" : "listing:errors.pausedByFamily",
        );
      const at = now();
      await deps.db.transaction().execute(async (trx) => {
        const r = listingRepo(trx);
        await r.confirmed(row.id, at);
        await r.relist(row.id, ["unanswered"]);
      });
      return answer(row, "listing:messages.confirmed", lang);
    },

    /** The one-tap link: confirms this profile only, signs nobody in; single use, expiring. */
    async confirmByLink(token: string, lang: Language) {
      const hash = linkHash(deps.secret, token);
      const link = await repo.link(hash);
      if (!link) throw notFound("listing:errors.linkInvalid");
      const at = now();
      if (link.used_at) throw conflict("listing:errors.linkUsed");
      if (link.expires_at <= at) throw conflict("listing:errors.linkExpired");
      const row = await repo.profile(link.profile_id);
      if (
        !row ||
        row.erased_at ||
        row.registration_status !== "approved" ||
        row.row_status !== ROW_STATUS.active
      )
        throw notFound("listing:errors.linkInvalid");
      const unlisted = await repo.unlisted(row.id);
      if (unlisted && isClosing(unlisted.reason)) throw conflict("listing:errors.closed");
      await deps.db.transaction().execute(async (trx) => {
        const r = listingRepo(trx);
        // Spent first: of two taps at once, one confirms and the other is told the link was used.
        if (!(await r.spendLink(hash, at))) throw conflict("listing:errors.linkUsed");
        await r.confirmed(row.id, at);
        await r.relist(row.id, ["unanswered"]);
      });
      return {
        message: translate(lang, "listing:messages.confirmed", { name: row.first_name }),
        firstName: row.first_name,
      };
    },

    async pause(viewer: Viewer, profileId: number, input: PauseListing, lang: Language) {
      const row = await managed(viewer, profileId, true);
      assertListedProfile(row);
      const today = indiaDay(new Date());
      if (input.resumeOn && (input.resumeOn <= today || input.resumeOn > addDays(today, PAUSE_MAX_DAYS)))
        throw badRequest("errors.validation", { resumeOn: "listing:validation.resumeOn" });
      const unlisted = await repo.unlisted(row.id);
      if (unlisted)
        throw conflict(isClosing(unlisted.reason) ? "listing:errors.closed" : "listing:errors.alreadyPaused");
      await repo.unlist(row.id, {
        reason: "family",
        since: now(),
        resume_on: input.resumeOn ?? null,
        by_user_id: viewer.id,
      });
      return answer(row, "listing:messages.paused", lang);
    },

    async resume(viewer: Viewer, profileId: number, lang: Language) {
      const row = await managed(viewer, profileId, true);
      assertListedProfile(row);
      const at = now();
      const resumed = await deps.db.transaction().execute(async (trx) => {
        const r = listingRepo(trx);
        if (!(await r.relist(row.id, ["family"]))) return false;
        // Coming back counts as saying "still looking".
        await r.confirmed(row.id, at);
        return true;
      });
      if (!resumed) throw conflict("listing:errors.notPaused");
      return answer(row, "listing:messages.resumed", lang);
    },

    /**
     * Engaged or married: out of every list at once; open interests close with a polite notice to the
     * other family (not to the named partner's, whose news it is too); the data stays until deleted.
     */
    async close(viewer: Viewer, profileId: number, input: CloseListing, lang: Language) {
      const row = await managed(viewer, profileId, true);
      assertListedProfile(row);
      const current = await repo.unlisted(row.id);
      if (isClosing(current?.reason)) throw conflict("listing:errors.alreadyClosed");
      let partner: ProfileRow | undefined;
      if (input.partner) {
        const n = registrationNumberFromSlug(input.partner) ?? Number(input.partner.replace(/\D/g, ""));
        partner = Number.isSafeInteger(n) && n > 0 ? await repo.profileByRegistrationNumber(n) : undefined;
        if (
          !partner ||
          partner.id === row.id ||
          partner.gender === row.gender ||
          partner.registration_status !== "approved" ||
          partner.erased_at
        )
          throw badRequest("errors.validation", { partner: "listing:validation.partnerNotFound" });
      }
      const at = now();
      await deps.db.transaction().execute(async (trx) => {
        const r = listingRepo(trx);
        const again = await r.unlisted(row.id);
        if (isClosing(again?.reason)) throw conflict("listing:errors.alreadyClosed");
        await r.unlist(row.id, {
          reason: input.outcome,
          since: at,
          partner_profile_id: partner?.id ?? null,
          by_user_id: viewer.id,
        });
        for (const interest of await r.openInterests(row.id)) {
          if (!(await r.closeInterest(interest.id, viewer.id, at))) continue;
          const otherId =
            interest.from_profile_id === row.id ? interest.to_profile_id : interest.from_profile_id;
          if (otherId === partner?.id) continue;
          const other = await r.profile(otherId);
          if (!other || other.erased_at) continue;
          await notify(trx, {
            userId: other.owner_user_id,
            type: "interest_closed",
            params: { profileName: fullName(other), otherName: row.first_name },
            link: "/user/interests?box=sent",
            subjectProfileId: row.id,
          });
        }
      });
      return answer(row, `listing:messages.${input.outcome}`, lang);
    },
  };
}
export type ListingService = ReturnType<typeof listingService>;
