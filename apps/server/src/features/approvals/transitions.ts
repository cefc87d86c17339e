import type { ProfileAction } from "@vv/shared/approvals";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { ProfilePatch, ProfileRow } from "../profiles/repo";

export interface Transition {
  patch: ProfilePatch;
  /** A photo no longer used after the action (a rejected replacement), to delete after commit. */
  discardPhotoId?: string;
}

/**
 * What an admin action changes on a profile, or null when it does not apply to the profile as it
 * is (approving an approved profile, approving a photo when none waits for review, …).
 */
export function transition(
  row: ProfileRow,
  action: ProfileAction,
  remark: string | undefined,
  now: string,
  /** A reason of the committee's list, for a rejection. */
  reasonId: number | null = null,
): Transition | null {
  switch (action) {
    case "approve":
      if (row.registration_status === "approved") return null;
      // Approving the profile approves the photo it was registered with.
      return {
        patch: {
          registration_status: "approved",
          rejected_remark: null,
          rejected_reason_id: null,
          approved_at: now,
          ...(row.photo_status === "pending" && row.photo_id ? { photo_status: "approved" as const } : {}),
        },
      };
    case "reject":
      if (row.registration_status === "rejected") return null;
      return {
        patch: {
          registration_status: "rejected",
          rejected_remark: remark ?? null,
          rejected_reason_id: reasonId,
        },
      };
    case "enable":
      return row.row_status === ROW_STATUS.active ? null : { patch: { row_status: ROW_STATUS.active } };
    case "disable":
      return row.row_status === ROW_STATUS.inactive ? null : { patch: { row_status: ROW_STATUS.inactive } };
    case "lock":
      return row.is_locked === 1 ? null : { patch: { is_locked: 1 } };
    case "unlock":
      return row.is_locked === 0 ? null : { patch: { is_locked: 0 } };
    case "delete":
      return { patch: { row_status: ROW_STATUS.deleted } };
    case "approvePhoto":
      if (row.pending_photo_id) {
        return {
          patch: {
            photo_id: row.pending_photo_id,
            pending_photo_id: null,
            photo_status: "approved",
            photo_remark: null,
            photo_reason_id: null,
          },
          ...(row.photo_id ? { discardPhotoId: row.photo_id } : {}),
        };
      }
      return row.photo_status === "pending" && row.photo_id
        ? { patch: { photo_status: "approved", photo_remark: null, photo_reason_id: null } }
        : null;
    case "rejectPhoto":
      if (row.pending_photo_id) {
        return {
          patch: { pending_photo_id: null, photo_remark: remark ?? null, photo_reason_id: reasonId },
          discardPhotoId: row.pending_photo_id,
        };
      }
      return row.photo_status === "pending" && row.photo_id
        ? { patch: { photo_status: "rejected", photo_remark: remark ?? null, photo_reason_id: reasonId } }
        : null;
  }
}
