import { Button, NumberInput, Paper, Stack, Switch, TextInput, Title } from "@mantine/core";
import { type PaymentSettings, paymentSettingsSchema } from "@vv/shared/payments";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ApiError } from "../../../lib/api";
import { translateFieldMessage } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { usePaymentSettings, useSavePaymentSettings } from "../api";

type Errors = Partial<Record<keyof PaymentSettings, string>>;

/** Payment switch, fee, UPI id, payee name and the phone-transfer number (audited on save). */
export function SettingsCard() {
  const { t } = useTranslation("payments");
  const stored = usePaymentSettings(true);
  const save = useSavePaymentSettings();
  const [values, setValues] = useState<PaymentSettings | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (stored.data) setValues(stored.data);
  }, [stored.data]);
  if (!values) return null;

  const set = (patch: Partial<PaymentSettings>) => {
    setValues({ ...values, ...patch });
    setErrors({});
  };
  function check() {
    const parsed = paymentSettingsSchema.safeParse(values);
    if (parsed.success) return setAsking(true);
    const next: Errors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof PaymentSettings;
      next[key] ??= translateFieldMessage(t, issue.message);
    }
    setErrors(next);
  }
  async function confirm() {
    if (!values) return;
    try {
      notifySuccess((await save.mutateAsync(values)).message);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.fields as Errors);
        notifyError(e.message);
      }
    }
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("admin.settings.title")}
        </Title>
        <Switch
          label={t("admin.settings.enabled")}
          checked={values.paymentEnabled}
          onChange={(e) => set({ paymentEnabled: e.currentTarget.checked })}
        />
        <NumberInput
          label={t("admin.settings.fee")}
          value={values.feeAmount}
          min={1}
          max={100_000}
          allowDecimal={false}
          error={errors.feeAmount}
          onChange={(v) => set({ feeAmount: typeof v === "number" ? v : Number(v) || 0 })}
        />
        <TextInput
          label={t("admin.settings.upiId")}
          value={values.upiId}
          error={errors.upiId}
          onChange={(e) => set({ upiId: e.currentTarget.value })}
        />
        <TextInput
          label={t("admin.settings.payee")}
          value={values.upiPayeeName}
          error={errors.upiPayeeName}
          onChange={(e) => set({ upiPayeeName: e.currentTarget.value })}
        />
        <TextInput
          label={t("admin.settings.phone")}
          value={values.paymentPhone}
          inputMode="numeric"
          maxLength={10}
          error={errors.paymentPhone}
          onChange={(e) => set({ paymentPhone: e.currentTarget.value })}
        />
        <Button onClick={check} loading={save.isPending}>
          {t("admin.settings.save")}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={asking}
        question={t("admin.settings.question")}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
