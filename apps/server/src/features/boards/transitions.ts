import type { BoardAction, BoardStatus } from "@vv/shared/board-review";

/** What a decision changes, or null when it does not apply to the current status. */
export function reviewTransition(
  status: BoardStatus,
  action: BoardAction,
  remark: string | undefined,
  now: string,
): { status: BoardStatus; rejected_remark: string | null; approved_at?: string } | null {
  if (action === "approve") {
    return status === "approved" ? null : { status: "approved", rejected_remark: null, approved_at: now };
  }
  if (status === "rejected" || !remark) return null;
  return { status: "rejected", rejected_remark: remark };
}
