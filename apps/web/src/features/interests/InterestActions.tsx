import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { DECLINE_REASONS, type InterestItem } from "@vv/shared/interests";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useDialogClose } from "../../components/dialog-close";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";
import { FraudWarning } from "../privacy/FraudWarning";
import { useInterestAction } from "./api";

/** Accept (with the fraud warning), decline (optional reason) and withdraw, each behind a dialog. */
export function InterestActions({ interest }: { interest: InterestItem }) {
  const { t } = useTranslation("interests");
  const dialogClose = useDialogClose();
  const action = useInterestAction();
  const [dialog, setDialog] = useState<"accept" | "decline" | "withdraw" | null>(null);
  const [reason, setReason] = useState<string | null>(null);

  async function run(kind: "accept" | "decline" | "withdraw") {
    try {
      const res = await action.mutateAsync({ id: interest.id, action: kind, reason: reason ?? undefined });
      notifySuccess(res.message);
      setDialog(null);
    } catch (error) {
      if (error instanceof ApiError) notifyError(error.message);
    }
  }

  const { accept, decline, withdraw } = interest.actions;
  if (!accept && !decline && !withdraw) return null;
  return (
    <>
      <Group gap="xs">
        {accept && (
          <Button size="sm" color="green.8" onClick={() => setDialog("accept")} data-testid="interest-accept">
            {t("actions.accept")}
          </Button>
        )}
        {decline && (
          <Button size="sm" variant="outline" color="red.8" onClick={() => setDialog("decline")}>
            {t("actions.decline")}
          </Button>
        )}
        {withdraw && (
          <Button
            size="sm"
            variant="subtle"
            color="gray.8"
            onClick={() => setDialog("withdraw")}
            data-testid="interest-withdraw"
          >
            {t("actions.withdraw")}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={dialog === "withdraw"}
        title={t("actions.withdrawTitle")}
        question={t("actions.withdrawBody", { name: interest.other.fullName })}
        confirmLabel={t("actions.confirmWithdraw")}
        confirmColor="red.8"
        onClose={() => setDialog(null)}
        onConfirm={() => run("withdraw")}
      />
      <Modal
        closeButtonProps={dialogClose}
        opened={dialog === "accept"}
        onClose={() => setDialog(null)}
        title={t("actions.acceptTitle")}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t("actions.acceptBody")}</Text>
          <FraudWarning compact />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t("actions.cancel")}
            </Button>
            <Button
              color="green.8"
              loading={action.isPending}
              onClick={() => void run("accept")}
              data-testid="interest-accept-confirm"
            >
              {t("actions.confirmAccept")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={dialogClose}
        opened={dialog === "decline"}
        onClose={() => setDialog(null)}
        title={t("actions.declineTitle")}
        centered
      >
        <Stack gap="sm">
          <Select
            label={t("actions.reason")}
            data={DECLINE_REASONS.map((r) => ({ value: r, label: t(`decline.${r}`) }))}
            value={reason}
            onChange={setReason}
            clearable
            comboboxProps={{ zIndex: 400 }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t("actions.cancel")}
            </Button>
            <Button color="red.8" loading={action.isPending} onClick={() => void run("decline")}>
              {t("actions.confirmDecline")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
