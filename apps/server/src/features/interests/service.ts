/**
 * Interests between profiles: send from one of our profiles to one we may browse, accept
 * or decline what others sent us, withdraw ours while pending. Pending interests expire after
 * INTEREST_EXPIRY_DAYS (computed on every read and write); one open interest per pair; after a
 * decline the pair waits INTEREST_RESEND_DAYS. An accepted interest opens both families' contact
 * details and photos to each other (visibility/rules.ts).
 */
import type { Language } from "@vv/shared/i18n";
import type {
  InterestBox,
  InterestCounts,
  InterestItem,
  InterestListResponse,
  InterestPair,
  SendInterest,
} from "@vv/shared/interests";
import { isClosing, type UnlistedReason } from "@vv/shared/listing";
import { profileSlug } from "@vv/shared/profile";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { type LimitPolicy, memberLimit } from "../../platform/member-limit";
import type { RateLimiter } from "../../platform/rate-limit";
import { isBlockedBetween, isProfileBlockedFor } from "../blocks/sql";
import { notify } from "../notifications/notify";
import type { Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import { toCard } from "../profiles/mapping";
import type { ProfileRow } from "../profiles/repo";
import type { ProfilesService } from "../profiles/service";
import type { ViewerVisibility } from "../visibility/rules";
import type { VisibilityService } from "../visibility/service";
import { type InterestsRepo, interestsRepo } from "./repo";

type Row = Awaited<ReturnType<InterestsRepo["findById"]>> & {};

const DAY_MS = 86_400_000;
const conflict = (key: string, params?: Record<string, string | number>) =>
  new AppError(409, "conflict", key, params);
const slugOf = (p: ProfileRow) => profileSlug(p.registration_number ?? p.id, p.first_name, p.last_name);
const dateOnly = (iso: string) => iso.slice(0, 10);
/**
 * Only the family (the owner, or the associate who registered the profile for it) acts on its
 * interests: an admin manages every profile, but accepting releases contact details, so an admin
 * acting for a family is refused rather than allowed unseen.
 */
const actsFor = (viewer: Viewer, row: ProfileRow) =>
  row.owner_user_id === viewer.id || row.associate_user_id === viewer.id;
const familyOnly = () => new AppError(403, "forbidden", "interests:errors.familyOnly");

export interface InterestsDeps {
  db: DB;
  profiles: Pick<ProfilesService, "resolveVisible">;
  visibility: Pick<VisibilityService, "forViewer">;
  limiter: RateLimiter;
  policy: () => LimitPolicy;
  expiryDays: number;
  resendDays: number;
}

export function interestsService(deps: InterestsDeps) {
  const repo = interestsRepo(deps.db);
  const now = () => new Date().toISOString();

  /** One interest as this viewer sees it (null when the other profile is not theirs to see). */
  async function itemOf(
    viewer: Viewer,
    row: Row,
    profiles: Map<number, ProfileRow>,
    shown: ViewerVisibility & { held: ReadonlySet<number> },
    lang: Language,
  ): Promise<InterestItem | null> {
    const from = profiles.get(row.from_profile_id);
    const to = profiles.get(row.to_profile_id);
    if (!from || !to) return null;
    const received = shown.manages(to);
    const [ours, other] = received ? [to, from] : [from, to];
    if (!shown.manages(other)) {
      if (other.registration_status !== "approved" || other.row_status !== ROW_STATUS.active) return null;
      if (await isProfileBlockedFor(deps.db, viewer.id, other.id)) return null;
      if (shown.held.has(other.id)) return null;
    }
    const pending = row.status === "pending";
    return {
      id: row.id,
      status: row.status,
      direction: received ? "received" : "sent",
      createdAt: row.created_at,
      respondedAt: row.responded_at,
      expiresAt: row.expires_at,
      note: row.note_template ? translate(lang, `interests:notes.${row.note_template}`) : null,
      noteText: row.note_text,
      declineReason: row.reason_template ? translate(lang, `interests:decline.${row.reason_template}`) : null,
      ours: { id: ours.id, fullName: fullName(ours), slug: slugOf(ours) },
      other: toCard(other, lang, false, {
        manages: shown.manages(other),
        realPhoto: shown.seesRealPhoto(other),
      }),
      actions: { accept: pending && received, decline: pending && received, withdraw: pending && !received },
    };
  }

  async function itemsOf(viewer: Viewer, rows: Row[], lang: Language): Promise<InterestItem[]> {
    const profileRows = await repo.profilesByIds(rows.flatMap((r) => [r.from_profile_id, r.to_profile_id]));
    const profiles = new Map(profileRows.map((p) => [p.id, p]));
    const shown = Object.assign(await deps.visibility.forViewer(viewer), {
      held: await repo.heldAmong(profileRows.map((p) => p.id)),
    });
    const items: InterestItem[] = [];
    for (const row of rows) {
      const item = await itemOf(viewer, row, profiles, shown, lang);
      if (item) items.push(item);
    }
    return items;
  }

  /** A pending interest sent to one of the viewer's profiles (404 for anyone else's). */
  async function receivedPending(viewer: Viewer, id: number) {
    await repo.expire(now());
    const row = await repo.findById(id);
    const to = row && (await repo.findProfile(row.to_profile_id));
    const shown = await deps.visibility.forViewer(viewer);
    if (!row || !to || !shown.manages(to)) throw notFound("interests:errors.notFound");
    if (!actsFor(viewer, to)) throw familyOnly();
    if (row.status !== "pending") throw conflict("interests:errors.notPending");
    const from = await repo.findProfile(row.from_profile_id);
    if (!from || (await repo.heldAmong([from.id])).size > 0) throw notFound("interests:errors.notFound");
    if (await isBlockedBetween(deps.db, from.owner_user_id, to.owner_user_id))
      throw new AppError(403, "forbidden", "interests:errors.blocked");
    return { row, from, to };
  }

  async function one(viewer: Viewer, id: number, lang: Language): Promise<InterestItem> {
    const row = await repo.findById(id);
    if (!row) throw notFound("interests:errors.notFound");
    const [item] = await itemsOf(viewer, [row], lang);
    if (!item) throw notFound("interests:errors.notFound");
    return item;
  }

  return {
    async send(viewer: Viewer, input: SendInterest, lang: Language) {
      const at = now();
      await repo.expire(at);
      const from = await repo.findProfile(input.fromProfileId);
      const shown = await deps.visibility.forViewer(viewer);
      if (!from || !shown.manages(from))
        throw badRequest("errors.validation", { fromProfileId: "interests:errors.notYours" });
      if (!actsFor(viewer, from)) throw familyOnly();
      if (from.registration_status !== "approved" || from.row_status !== ROW_STATUS.active)
        throw conflict("interests:errors.senderNotApproved");
      // Not approved, not browsable, blocked either way: the same 404 as the details page.
      const { row: to, manages } = await deps.profiles.resolveVisible(viewer, input.to, {
        unlisted: "allow",
      });
      if (manages || to.owner_user_id === from.owner_user_id) throw badRequest("interests:errors.ownProfile");
      if (to.registration_status !== "approved" || to.row_status !== ROW_STATUS.active)
        throw notFound("profile:errors.notFound");
      if (to.gender === from.gender) throw badRequest("interests:errors.sameGender");
      // Paused or closed: refused kindly, before anything is counted; a closed family sends none.
      const out = await repo.unlistedAmong([to.id, from.id]);
      if (isClosing(out.get(from.id) as UnlistedReason | undefined)) throw conflict("listing:errors.closed");
      const unlisted = out.get(to.id);
      if (unlisted)
        throw conflict(
          isClosing(unlisted as UnlistedReason) ? "interests:errors.closed" : "interests:errors.paused",
        );
      if (await isBlockedBetween(deps.db, from.owner_user_id, to.owner_user_id))
        throw notFound("profile:errors.notFound");
      const open = await repo.findOpen(from.id, to.id);
      if (open)
        throw conflict(
          open.status === "pending" && open.to_profile_id === from.id
            ? "interests:errors.theySentFirst"
            : "interests:errors.duplicate",
        );
      const since = new Date(Date.parse(at) - deps.resendDays * DAY_MS).toISOString();
      const declined = await repo.lastDeclined(from.id, to.id, since);
      if (declined?.responded_at) {
        const until = new Date(Date.parse(declined.responded_at) + deps.resendDays * DAY_MS).toISOString();
        throw conflict("interests:errors.recentlyDeclined", { date: dateOnly(until) });
      }
      // Counted only once everything else is right, so a refused attempt costs nothing.
      await memberLimit(deps.limiter, viewer.id, deps.policy());
      const created = await deps.db.transaction().execute(async (trx) => {
        const row = await interestsRepo(trx)
          .insert({
            from_profile_id: from.id,
            to_profile_id: to.id,
            low_profile_id: Math.min(from.id, to.id),
            high_profile_id: Math.max(from.id, to.id),
            sender_user_id: viewer.id,
            status: "pending",
            note_template: input.noteTemplate ?? null,
            note_text: input.noteText ? input.noteText : null,
            created_at: at,
            expires_at: new Date(Date.parse(at) + deps.expiryDays * DAY_MS).toISOString(),
          })
          .catch(async (error: unknown) => {
            // Two sends at once: the unique index on the open pair keeps one.
            if (await repo.findOpen(from.id, to.id)) throw conflict("interests:errors.duplicate");
            throw error;
          });
        await notify(trx, {
          userId: to.owner_user_id,
          type: "interest_received",
          params: { profileName: fullName(to), otherName: fullName(from) },
          link: "/user/interests?box=received",
          subjectProfileId: from.id,
        });
        return row;
      });
      return {
        message: translate(lang, "interests:send.sent", { name: fullName(to) }),
        interest: await one(viewer, created.id, lang),
      };
    },

    async accept(viewer: Viewer, id: number, lang: Language) {
      const { row, from, to } = await receivedPending(viewer, id);
      await deps.db.transaction().execute(async (trx) => {
        if (
          !(await interestsRepo(trx).respond(
            row.id,
            { status: "accepted", responder_user_id: viewer.id },
            now(),
          ))
        )
          throw conflict("interests:errors.notPending");
        await notify(trx, {
          userId: from.owner_user_id,
          type: "interest_accepted",
          params: { profileName: fullName(from), otherName: fullName(to) },
          link: `/vadhuvar/${slugOf(to)}`,
          subjectProfileId: to.id,
        });
      });
      return {
        message: translate(lang, "interests:messages.accepted"),
        interest: await one(viewer, id, lang),
      };
    },

    async decline(viewer: Viewer, id: number, reason: string | undefined, lang: Language) {
      const { row, from, to } = await receivedPending(viewer, id);
      await deps.db.transaction().execute(async (trx) => {
        const change = {
          status: "declined" as const,
          responder_user_id: viewer.id,
          reason_template: reason ?? null,
        };
        if (!(await interestsRepo(trx).respond(row.id, change, now())))
          throw conflict("interests:errors.notPending");
        await notify(trx, {
          userId: from.owner_user_id,
          type: "interest_declined",
          params: { profileName: fullName(from), otherName: fullName(to) },
          link: "/user/interests?box=sent",
          subjectProfileId: to.id,
        });
      });
      return {
        message: translate(lang, "interests:messages.declined"),
        interest: await one(viewer, id, lang),
      };
    },

    async withdraw(viewer: Viewer, id: number, lang: Language) {
      await repo.expire(now());
      const row = await repo.findById(id);
      const from = row && (await repo.findProfile(row.from_profile_id));
      const shown = await deps.visibility.forViewer(viewer);
      if (!row || !from || !shown.manages(from)) throw notFound("interests:errors.notFound");
      if (!actsFor(viewer, from)) throw familyOnly();
      if (!(await repo.respond(row.id, { status: "withdrawn", responder_user_id: viewer.id }, now())))
        throw conflict("interests:errors.notPending");
      return {
        message: translate(lang, "interests:messages.withdrawn"),
        interest: await one(viewer, id, lang),
      };
    },

    async list(viewer: Viewer, box: InterestBox, lang: Language): Promise<InterestListResponse> {
      await repo.expire(now());
      const [rows, counts] = await Promise.all([repo.list(viewer.id, box), repo.counts(viewer.id)]);
      return { items: await itemsOf(viewer, rows, lang), counts };
    },

    async counts(viewer: Viewer): Promise<InterestCounts> {
      await repo.expire(now());
      return repo.counts(viewer.id);
    },

    /** The details page: our profiles that may send, and the latest interest with this profile. */
    async pair(viewer: Viewer, slug: string, lang: Language): Promise<InterestPair> {
      await repo.expire(now());
      const { row: profile, manages } = await deps.profiles.resolveVisible(viewer, slug);
      if (manages) return { senders: [], interest: null, blockedUntil: null };
      const mine = await repo.approvedManaged(viewer.id);
      const latest = await repo.latestWith(viewer.id, profile.id);
      const [interest] = latest ? await itemsOf(viewer, [latest], lang) : [];
      const declinedAt = latest?.status === "declined" ? latest.responded_at : null;
      const until = declinedAt ? Date.parse(declinedAt) + deps.resendDays * DAY_MS : 0;
      return {
        senders: mine
          .filter((p) => p.gender !== profile.gender && p.owner_user_id !== profile.owner_user_id)
          .map((p) => ({ id: p.id, fullName: fullName(p) })),
        interest: interest ?? null,
        blockedUntil: until > Date.now() ? new Date(until).toISOString() : null,
      };
    },
  };
}
export type InterestsService = ReturnType<typeof interestsService>;
