import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { MelavaDeskRow } from "@vv/shared/melava";
import type { DeskPaymentMethod, MelavaDeskFeeInput, MelavaDeskFeeResponse } from "@vv/shared/melava-desk";
import { localNumber } from "@vv/shared/numbers";
import { type FormEvent, useState } from "react";
import { useDialogClose } from "../../../components/dialog-close";
import { ApiError, apiRequest } from "../../../lib/api";
import { isOffline } from "../../../lib/connection";
import { useTranslation } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { translateMessage } from "../../../lib/translate-message";
import { DeskFeeFields } from "./DeskFeeFields";

/**
 * "Take fee" on a desk row registered online but not paid: the fee received at the hall, after which
 * the registration has its number and the family its pass. Needs the network: the server numbers it.
 */
export function TakeFee({
  eventId,
  row,
  onPaid,
}: {
  eventId: number;
  row: MelavaDeskRow;
  onPaid: () => void;
}) {
  const { t, i18n } = useTranslation(["melava", "common"]);
  const dialogClose = useDialogClose();
  const [opened, setOpened] = useState(false);
  const [method, setMethod] = useState<DeskPaymentMethod>("cash");
  const [receipt, setReceipt] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (receipt.trim() === "") return setError(t("validation.receipt"));
    setError(undefined);
    if (isOffline()) return setFailure(t("onspot.find.notSent"));
    setBusy(true);
    try {
      const body: MelavaDeskFeeInput = { paymentMethod: method, receiptNumber: receipt.trim() };
      const res = await apiRequest<MelavaDeskFeeResponse>(
        `/admin/melava/${eventId}/registrations/${row.id}/desk-fee`,
        { method: "POST", body },
      );
      notifySuccess(res.message);
      setOpened(false);
      setReceipt("");
      onPaid();
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setFailure(t("onspot.find.notSent"));
      else if (err instanceof ApiError) {
        const fields = Object.values(err.fields);
        setError(fields[0] ? translateMessage(t, fields[0]) : undefined);
        setFailure(err.message);
      } else setFailure(t("common:errors.network"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="maroon"
        onClick={() => setOpened(true)}
        data-testid={`desk-take-fee-${row.id}`}
      >
        {t("desk.takeFee")}
      </Button>
      <Modal
        closeButtonProps={dialogClose}
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("desk.takeFeeTitle", { name: row.profileName })}
        centered
      >
        <form noValidate onSubmit={submit} data-testid="desk-fee-form">
          <Stack gap="sm">
            <Text size="sm">
              {t("desk.takeFeeIntro", { amount: localNumber(row.feeRupees, i18n.language) })}
            </Text>
            <DeskFeeFields
              feeRupees={row.feeRupees}
              method={method}
              onMethod={setMethod}
              receipt={receipt}
              onReceipt={setReceipt}
              error={error}
              testId="desk-fee-receipt"
            />
            {failure && (
              <Text c="red.8" fw={600} role="alert" data-testid="desk-fee-error">
                {failure}
              </Text>
            )}
            <Group gap="sm">
              <Button type="submit" color="maroon" loading={busy} data-testid="desk-fee-submit">
                {t("desk.takeFeeSubmit")}
              </Button>
              <Button variant="subtle" onClick={() => setOpened(false)}>
                {t("onspot.cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
