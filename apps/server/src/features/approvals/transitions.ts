import type { ProfileAction } from "@vv/shared/approvals";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { ProfilePatch, ProfileRow } from "../profiles/repo";

export interface Transition {
  patch: ProfilePatch;
  /**
   * The committee's decision on one of the profile's photos (profile-photos): written to the gallery,
   * whose projection then replaces the photo columns of `patch`.
   */
  photoDecision?: { photoId: string; status: "approved" | "rejected"; remark: string | null };
}

/**
 * The photo a photo decision is about: the main one while it waits (a first photo), else the next
 * other photo waiting (profile-photos/projection.ts keeps the columns saying so).
 */
export function photoUnderReviewOf(row: ProfileRow): string | null {
  if (row.photo_status === "pending" && row.photo_id) return row.photo_id;
  return row.pending_photo_id;
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
        ...(row.photo_status === "pending" && row.photo_id
          ? { photoDecision: { photoId: row.photo_id, status: "approved" as const, remark: null } }
          : {}),
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
    case "rejectPhoto": {
      const photoId = photoUnderReviewOf(row);
      if (!photoId) return null;
      return {
        // The reason of the committee's list, for the family to read in its language (the gallery
        // keeps each photo's own remark).
        patch: { photo_reason_id: action === "approvePhoto" ? null : reasonId },
        photoDecision: {
          photoId,
          status: action === "approvePhoto" ? "approved" : "rejected",
          remark: action === "approvePhoto" ? null : (remark ?? null),
        },
      };
    }
  }
}
