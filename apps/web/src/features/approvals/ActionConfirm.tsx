import { type ApprovalRow, type ProfileAction, REMARK_MAX } from "@vv/shared/approvals";
import { localNumber } from "@vv/shared/numbers";
import { lazy, Suspense, useEffect, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useTranslation } from "../../lib/i18n";
import { needsRemark } from "./action-meta";
import { useProfileAction } from "./api";

// The reasons' list and its select download with the first rejection.
const ReasonPicker = lazy(() => import("./ReasonPicker").then((m) => ({ default: m.ReasonPicker })));

export interface PendingAction {
  row: ApprovalRow;
  action: ProfileAction;
}

/**
 * The Confirmation dialog for an admin action: the question names the profile,
 * rejections pick a reason from the committee's bilingual list (the family reads it in its own
 * language) and may add a note, or write the remark alone; success shows the server's message in green and refreshes every
 * list, failure closes the dialog and shows the server's message in red.
 */
export function ActionConfirm({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingAction | null;
  onClose: () => void;
  onDone?: (action: ProfileAction) => void;
}) {
  const { t, i18n } = useTranslation("approvals");
  const act = useProfileAction();
  const rejecting = pending !== null && needsRemark(pending.action);
  const [reasonId, setReasonId] = useState("");
  useEffect(() => {
    if (pending) setReasonId("");
  }, [pending]);
  const question = pending
    ? t(`confirm.${pending.action}`, {
        name: pending.row.fullName,
        number:
          pending.row.registrationNumber === null
            ? ""
            : localNumber(pending.row.registrationNumber, i18n.language),
      })
    : "";
  const danger = pending && (pending.action === "delete" || needsRemark(pending.action));
  return (
    <ConfirmDialog
      opened={pending !== null}
      question={question}
      remark={
        rejecting
          ? {
              required: !reasonId,
              maxLength: REMARK_MAX,
              label: t(reasonId ? "confirm.noteLabel" : "confirm.remarkLabel"),
            }
          : undefined
      }
      confirmColor={danger ? "red" : undefined}
      onConfirm={async (remark) => {
        if (!pending) return;
        await act.mutateAsync({
          id: pending.row.id,
          action: pending.action,
          remark: remark || undefined,
          ...(rejecting && reasonId ? { reasonId: Number(reasonId) } : {}),
        });
        onDone?.(pending.action);
      }}
      onClose={onClose}
    >
      {rejecting && (
        <Suspense fallback={null}>
          <ReasonPicker value={reasonId} onChange={setReasonId} />
        </Suspense>
      )}
    </ConfirmDialog>
  );
}
