import { SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { DESK_RECEIPT_MAX, type DeskPaymentMethod } from "@vv/shared/melava-desk";
import { localNumber } from "@vv/shared/numbers";
import { useTranslation } from "../../../lib/i18n";

/** The fee taken in hand at the hall: how it was received (cash or UPI) and the receipt number. */
export function DeskFeeFields(props: {
  feeRupees: number;
  method: DeskPaymentMethod;
  onMethod: (method: DeskPaymentMethod) => void;
  receipt: string;
  onReceipt: (receipt: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const { t, i18n } = useTranslation("melava");
  return (
    <Stack gap={6}>
      <Text fw={600}>{t("onspot.fee", { amount: localNumber(props.feeRupees, i18n.language) })}</Text>
      <SegmentedControl
        aria-label={t("onspot.method")}
        value={props.method}
        onChange={(v) => props.onMethod(v as DeskPaymentMethod)}
        data={[
          { value: "cash", label: t("onspot.cash") },
          { value: "upi_desk", label: t("onspot.upi") },
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      <TextInput
        label={t("onspot.receipt")}
        withAsterisk
        maxLength={DESK_RECEIPT_MAX}
        value={props.receipt}
        onChange={(e) => props.onReceipt(e.currentTarget.value)}
        error={props.error}
        data-testid={props.testId}
      />
    </Stack>
  );
}
