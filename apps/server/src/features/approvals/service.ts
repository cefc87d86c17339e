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
import { profileSlug } from "@vv/shared/profile";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import type { DuplicatesService } from "../duplicates/service";
import { notify } from "../notifications/notify";
import { fullName } from "../profiles/labels";
import { photoUrls } from "../profiles/mapping";
import type { ProfileRow } from "../profiles/repo";
import { profileRowsRepo } from "../profiles/rows-repo";
import type { ApprovalsRepo } from "./repo";
import { transition } from "./transitions";

export interface PhotoDiscarder {
  deletePhoto(photoId: string): Promise<unknown>;
}

/** The actions the server would accept now; a remark is assumed given (reject needs one). */
export function applicableActions(row: ProfileRow, now = new Date().toISOString()): ProfileAction[] {
  return PROFILE_ACTIONS.filter((action) => transition(row, action, "-", now) !== null);
}

/** A profile as the approvals grid shows it. */
export function toApprovalRow(r: ProfileRow): ApprovalRow {
  return {
    id: r.id,
    registrationNumber: r.registration_number,
    slug: profileSlug(r.registration_number ?? r.id, r.first_name, r.last_name),
    fullName: fullName(r),
    gender: r.gender,
    createdAt: r.created_at,
    waitingSince: r.registration_status === "pending" ? r.created_at : r.updated_at,
    registrationStatus: r.registration_status,
    rejectedRemark: r.rejected_remark,
    rowStatus: r.row_status,
    isLocked: r.is_locked === 1,
    photoStatus: r.photo_status,
    photoRemark: r.photo_remark,
    photo: photoUrls(r.photo_id),
    pendingPhoto: photoUrls(r.pending_photo_id),
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
  photos: PhotoDiscarder,
  duplicates: Pick<DuplicatesService, "forProfile">,
) {
  /** Rows under review (pending profiles, photos to verify) carry their possible duplicates. */
  const withDuplicates = async (row: ProfileRow): Promise<ApprovalRow> => ({
    ...toApprovalRow(row),
    duplicates: await duplicates.forProfile(row),
  });
  return {
    /** One page of a tab (5 rows) and the live counts of all four tabs. */
    async list(query: ApprovalListQuery): Promise<ApprovalListResponse> {
      const [{ rows, total }, counts] = await Promise.all([repo.list(query), repo.counts()]);
      const underReview = query.tab === "pending" || query.tab === "photos";
      return {
        items: underReview ? await Promise.all(rows.map(withDuplicates)) : rows.map(toApprovalRow),
        total,
        page: query.page,
        pageSize: GRID_PAGE_SIZE,
        counts,
      };
    },

    /** One profile's row (the details page's admin actions); deleted profiles are gone. */
    async row(profileId: number): Promise<ApprovalRow> {
      const row = await repo.findRow(profileId);
      if (!row) throw notFound("profile:errors.notFound");
      return withDuplicates(row);
    },

    async act(
      actor: UserRow,
      profileId: number,
      action: ProfileAction,
      remark: string | undefined,
      lang: Language,
    ) {
      const now = new Date().toISOString();
      const discard = await db.transaction().execute(async (trx) => {
        const row = await profileRowsRepo(trx).findLive(profileId);
        if (!row) throw notFound("profile:errors.notFound");
        const change = transition(row, action, remark, now);
        if (!change) throw new AppError(409, "conflict", "approvals:notApplicable");
        await profileRowsRepo(trx).update(profileId, { ...change.patch, updated_at: now });
        const before = Object.fromEntries(
          Object.keys(change.patch).map((k) => [k, row[k as keyof typeof row]]),
        );
        await auditRepo(trx).insert({
          actor_user_id: actor.id,
          entity_type: "profile",
          entity_id: profileId,
          action,
          before_state: JSON.stringify(before),
          after_state: JSON.stringify(change.patch),
          remark: remark ?? null,
        });
        const told = NOTIFIED[action];
        if (told) {
          await notify(trx, {
            userId: row.owner_user_id,
            type: told,
            params: { profileName: fullName(row), remark },
            link: `/profile/details/${profileSlug(row.registration_number ?? row.id, row.first_name, row.last_name)}`,
            subjectProfileId: row.id,
          });
        }
        return change.discardPhotoId;
      });
      // Files go only after the decision is committed; a failed delete leaves an orphan, not a hole.
      if (discard) await photos.deletePhoto(discard).catch(() => undefined);
      return { message: translate(lang, `approvals:done.${action}`) };
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
