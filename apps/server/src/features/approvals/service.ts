import {
  type ApprovalListQuery,
  type ApprovalListResponse,
  type ApprovalRow,
  type AuditEntry,
  PROFILE_ACTIONS,
  type ProfileAction,
} from "@vv/shared/approvals";
import { GRID_PAGE_SIZE } from "@vv/shared/constants";
import type { Language } from "@vv/shared/i18n";
import { localNumber } from "@vv/shared/numbers";
import { profileSlug } from "@vv/shared/profile";
import { type RejectionReason, rejectionText } from "@vv/shared/rejection-reasons";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import type { DuplicatesService } from "../duplicates/service";
import { notify } from "../notifications/notify";
import { type GalleryPhoto, projectPhotos } from "../profile-photos/projection";
import { profilePhotosRepo } from "../profile-photos/repo";
import { fullName } from "../profiles/labels";
import { photoUrls } from "../profiles/mapping";
import type { ProfileRow } from "../profiles/repo";
import { profileRowsRepo } from "../profiles/rows-repo";
import type { RejectionReasonsService } from "../rejection-reasons/service";
import type { ApprovalsRepo } from "./repo";
import { photoUnderReviewOf, type Transition, transition } from "./transitions";

/** The actions the server would accept now; a remark is assumed given (reject needs one). */
export function applicableActions(row: ProfileRow, now = new Date().toISOString()): ProfileAction[] {
  return PROFILE_ACTIONS.filter((action) => transition(row, action, "-", now) !== null);
}

/** Which of the profile's photos (1 is first) the photo decision is about, and how many it has. */
function photoPlace(r: ProfileRow, photos: readonly GalleryPhoto[] | undefined) {
  const ids = photos?.length
    ? photos.map((p) => p.photo_id)
    : [r.pending_photo_id, r.photo_id].filter((id): id is string => id !== null);
  const underReview = photoUnderReviewOf(r);
  const index = underReview ? ids.indexOf(underReview) : -1;
  return { reviewPhotoNumber: index >= 0 ? index + 1 : null, photoCount: ids.length };
}

/**
 * A profile as the approvals grid shows it (`photos`: its gallery, first to last; a reason of the
 * committee's list in the reader's language).
 */
export function toApprovalRow(
  r: ProfileRow,
  photos?: readonly GalleryPhoto[],
  reasons: Map<number, RejectionReason> = new Map(),
  lang: Language = "en",
): ApprovalRow {
  const reason = (id: number | null) => (id === null ? undefined : reasons.get(id));
  return {
    id: r.id,
    registrationNumber: r.registration_number,
    slug: profileSlug(r.registration_number ?? r.id, r.first_name, r.last_name),
    fullName: fullName(r),
    gender: r.gender,
    createdAt: r.created_at,
    waitingSince: r.registration_status === "pending" ? r.created_at : r.updated_at,
    registrationStatus: r.registration_status,
    rejectedRemark: rejectionText(reason(r.rejected_reason_id), r.rejected_remark, lang),
    rowStatus: r.row_status,
    isLocked: r.is_locked === 1,
    photoStatus: r.photo_status,
    photoRemark: rejectionText(reason(r.photo_reason_id), r.photo_remark, lang),
    photo: photoUrls(r.photo_id),
    pendingPhoto: photoUrls(r.pending_photo_id),
    ...photoPlace(r, photos),
    paymentStatus: r.payment_status,
    actions: applicableActions(r),
    duplicates: null,
  };
}

const parseState = (json: string | null): Record<string, unknown> | null => {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** The decisions the profile's family hears about. */
const NOTIFIED: Partial<
  Record<ProfileAction, "profile_approved" | "profile_rejected" | "photo_approved" | "photo_rejected">
> = {
  approve: "profile_approved",
  reject: "profile_rejected",
  approvePhoto: "photo_approved",
  rejectPhoto: "photo_rejected",
};

/** Committee decisions on profiles: one transaction for the change and its audit row. */
export function approvalsService(
  db: DB,
  repo: ApprovalsRepo,
  duplicates: Pick<DuplicatesService, "forProfile">,
  reasons: Pick<RejectionReasonsService, "texts" | "find">,
) {
  /** One decision inside the caller's transaction: the change, its audit row, the family's notice. */
  async function decide(
    trx: DB,
    actor: UserRow,
    row: ProfileRow,
    action: ProfileAction,
    change: Transition,
    remark: string | undefined,
    reason?: RejectionReason,
  ) {
    let patch = change.patch;
    const decision = change.photoDecision;
    if (decision) {
      // The decision is on one photo of the gallery; the photo columns follow from it (projection.ts).
      const gallery = profilePhotosRepo(trx);
      await gallery.adopt(row.id);
      await gallery.decide(row.id, decision.photoId, decision.status, decision.remark);
      patch = { ...patch, ...projectPhotos(await gallery.list(row.id)) };
    }
    await profileRowsRepo(trx).update(row.id, { ...patch, updated_at: new Date().toISOString() });
    const changedKeys = Object.keys(patch).filter(
      (k) => patch[k as keyof typeof patch] !== row[k as keyof typeof row],
    );
    const before = Object.fromEntries(changedKeys.map((k) => [k, row[k as keyof typeof row]]));
    const after = Object.fromEntries(changedKeys.map((k) => [k, patch[k as keyof typeof patch]]));
    await auditRepo(trx).insert({
      actor_user_id: actor.id,
      entity_type: "profile",
      entity_id: row.id,
      action,
      before_state: JSON.stringify(before),
      after_state: JSON.stringify(after),
      remark: remark ?? null,
    });
    const told = NOTIFIED[action];
    if (told) {
      await notify(trx, {
        userId: row.owner_user_id,
        type: told,
        // The family reads a listed reason in its own language: both are kept with the notice.
        params: reason
          ? {
              profileName: fullName(row),
              remark: rejectionText(reason, remark ?? null, "en") ?? "",
              remarkMr: rejectionText(reason, remark ?? null, "mr") ?? "",
            }
          : { profileName: fullName(row), remark },
        link: `/profile/details/${profileSlug(row.registration_number ?? row.id, row.first_name, row.last_name)}`,
        subjectProfileId: row.id,
      });
    }
  }

  const reasonsOf = (rows: readonly ProfileRow[]) =>
    reasons.texts(rows.flatMap((r) => [r.rejected_reason_id, r.photo_reason_id]));
  /** Rows under review (pending profiles, photos to verify) carry their possible duplicates. */
  const withDuplicates = async (
    row: ProfileRow,
    photos: readonly GalleryPhoto[] | undefined,
    texts: Map<number, RejectionReason>,
    lang: Language,
  ): Promise<ApprovalRow> => ({
    ...toApprovalRow(row, photos, texts, lang),
    duplicates: await duplicates.forProfile(row),
  });
  return {
    /** One page of a tab (5 rows) and the live counts of all four tabs. */
    async list(query: ApprovalListQuery, lang: Language = "en"): Promise<ApprovalListResponse> {
      const [{ rows, total }, counts] = await Promise.all([repo.list(query), repo.counts()]);
      const underReview = query.tab === "pending" || query.tab === "photos";
      const photos = await profilePhotosRepo(db).listMany(rows.map((r) => r.id));
      const texts = await reasonsOf(rows);
      return {
        items: underReview
          ? await Promise.all(rows.map((r) => withDuplicates(r, photos.get(r.id), texts, lang)))
          : rows.map((r) => toApprovalRow(r, photos.get(r.id), texts, lang)),
        total,
        page: query.page,
        pageSize: GRID_PAGE_SIZE,
        counts,
      };
    },

    /** One profile's row (the details page's admin actions); deleted profiles are gone. */
    async row(profileId: number, lang: Language = "en"): Promise<ApprovalRow> {
      const row = await repo.findRow(profileId);
      if (!row) throw notFound("profile:errors.notFound");
      return withDuplicates(row, await profilePhotosRepo(db).list(profileId), await reasonsOf([row]), lang);
    },

    async act(
      actor: UserRow,
      profileId: number,
      action: ProfileAction,
      remark: string | undefined,
      lang: Language,
      reasonId?: number,
    ) {
      const now = new Date().toISOString();
      const rejects = action === "reject" || action === "rejectPhoto";
      const reason = reasonId && rejects ? await reasons.find(reasonId) : undefined;
      if (reasonId && rejects && !reason)
        throw badRequest("errors.validation", { reasonId: "site-admin:reasons.errors.notFound" });
      await db.transaction().execute(async (trx) => {
        const row = await profileRowsRepo(trx).findLive(profileId);
        if (!row) throw notFound("profile:errors.notFound");
        const change = transition(row, action, remark, now, reason?.id ?? null);
        if (!change) throw new AppError(409, "conflict", "approvals:notApplicable");
        await decide(trx, actor, row, action, change, remark, reason);
      });
      return { message: translate(lang, `approvals:done.${action}`) };
    },

    /**
     * Approves the selected profiles in one transaction, each with its own audit row and notice. One
     * profile gone or already decided, and nothing is approved: the message names it.
     */
    async approveMany(actor: UserRow, profileIds: number[], lang: Language) {
      const now = new Date().toISOString();
      const ids = [...new Set(profileIds)];
      await db.transaction().execute(async (trx) => {
        const rows = [];
        for (const id of ids) {
          const row = await profileRowsRepo(trx).findLive(id);
          if (!row)
            throw new AppError(404, "not_found", "approvals:bulk.notFound", { id: localNumber(id, lang) });
          const change = transition(row, "approve", undefined, now);
          if (!change || row.registration_status !== "pending") {
            throw new AppError(409, "conflict", "approvals:bulk.alreadyDecided", {
              name: fullName(row),
              number: localNumber(row.registration_number ?? row.id, lang),
            });
          }
          rows.push({ row, change });
        }
        for (const { row, change } of rows) await decide(trx, actor, row, "approve", change, undefined);
      });
      return {
        message: translate(lang, "approvals:bulk.done", { count: localNumber(ids.length, lang) }),
        approved: ids.length,
      };
    },

    async history(profileId: number): Promise<AuditEntry[]> {
      const rows = await repo.history(profileId);
      return rows.map((r) => ({
        id: r.id,
        actorUserId: r.actor_user_id,
        actorName: [r.actor_first_name, r.actor_last_name].filter(Boolean).join(" "),
        action: r.action,
        before: parseState(r.before_state),
        after: parseState(r.after_state),
        remark: r.remark,
        createdAt: r.created_at,
      }));
    },
  };
}
export type ApprovalsService = ReturnType<typeof approvalsService>;
