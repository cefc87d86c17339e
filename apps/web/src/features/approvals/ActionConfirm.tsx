import { type ApprovalRow, type ProfileAction, REMARK_MAX } from "@vv/shared/approvals";
import { localNumber } from "@vv/shared/numbers";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useTranslation } from "../../lib/i18n";
import { needsRemark } from "./action-meta";
import { useProfileAction } from "./api";

export interface PendingAction {
  row: ApprovalRow;
  action: ProfileAction;
}

/**
 * The Confirmation dialog for an admin action: the question names the profile,
 * rejections ask for a remark; success shows the server's message in green and refreshes every
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
        pending && needsRemark(pending.action)
          ? { required: true, maxLength: REMARK_MAX, label: t("confirm.remarkLabel") }
          : undefined
      }
      confirmColor={danger ? "red" : undefined}
      onConfirm={async (remark) => {
        if (!pending) return;
        await act.mutateAsync({ id: pending.row.id, action: pending.action, remark: remark || undefined });
        onDone?.(pending.action);
      }}
      onClose={onClose}
    />
  );
}
