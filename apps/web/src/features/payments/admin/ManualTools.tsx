import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { memberPaymentFlagBodySchema, recordManualPaymentBodySchema } from "@vv/shared/payments";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ApiError } from "../../../lib/api";
import { translateFieldMessage } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useMemberPaymentFlag, useRecordManual } from "../api";
import { formatRupees } from "../format";

const report = (e: unknown) => {
  if (e instanceof ApiError) notifyError(e.message);
};

/** A transfer the committee received directly (told on WhatsApp): record it by registration number. */
export function RecordCard({ fee }: { fee: number | undefined }) {
  const { t, i18n } = useTranslation("payments");
  const record = useRecordManual();
  const [regNo, setRegNo] = useState("");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [body, setBody] = useState<{ registrationNumber: number; reference: string } | null>(null);

  function check() {
    const parsed = recordManualPaymentBodySchema.safeParse({ registrationNumber: regNo, reference });
    if (parsed.success) return setBody(parsed.data);
    const next: Record<string, string | undefined> = {};
    for (const issue of parsed.error.issues)
      next[String(issue.path[0])] ??= translateFieldMessage(t, issue.message);
    setErrors(next);
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("admin.record.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("admin.record.hint")}
        </Text>
        <TextInput
          label={t("admin.record.registrationNumber")}
          inputMode="numeric"
          value={regNo}
          error={errors.registrationNumber}
          onChange={(e) => {
            setRegNo(e.currentTarget.value);
            setErrors({});
          }}
        />
        <TextInput
          label={t("admin.referenceLabel")}
          value={reference}
          maxLength={40}
          error={errors.reference}
          onChange={(e) => {
            setReference(e.currentTarget.value);
            setErrors({});
          }}
        />
        <Button variant="outline" onClick={check} loading={record.isPending}>
          {t("admin.record.submit")}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={body !== null}
        question={t("admin.record.question", {
          amount: formatRupees(fee ?? 0, i18n.language),
          reference: body?.reference ?? "",
        })}
        onConfirm={async () => {
          if (!body) return;
          try {
            notifySuccess((await record.mutateAsync(body)).message);
            setRegNo("");
            setReference("");
          } catch (e) {
            report(e);
          }
        }}
        onClose={() => setBody(null)}
      />
    </Paper>
  );
}

/** isPaymentModuleEnable: payments for one account while the site switch is off. */
export function MemberFlagCard() {
  const { t } = useTranslation("payments");
  const flag = useMemberPaymentFlag();
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  function ask(next: boolean) {
    if (!/^\d{10}$/.test(mobile.trim())) return setError(t("validation.phoneInvalid"));
    memberPaymentFlagBodySchema.parse({ enabled: next });
    setEnabled(next);
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("admin.member.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("admin.member.hint")}
        </Text>
        <TextInput
          label={t("admin.member.mobile")}
          inputMode="numeric"
          maxLength={10}
          value={mobile}
          error={error}
          onChange={(e) => {
            setMobile(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group gap="xs">
          <Button variant="outline" onClick={() => ask(true)} loading={flag.isPending}>
            {t("admin.member.enable")}
          </Button>
          <Button variant="default" onClick={() => ask(false)}>
            {t("admin.member.disable")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={enabled !== null}
        question={t("admin.member.question", { mobile: mobile.trim() })}
        onConfirm={async () => {
          try {
            notifySuccess((await flag.mutateAsync({ mobile: mobile.trim(), enabled: !!enabled })).message);
          } catch (e) {
            report(e);
          }
        }}
        onClose={() => setEnabled(null)}
      />
    </Paper>
  );
}
