import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { REPORT_LIMITS, REPORT_REASONS, type ReportReason } from "@vv/shared/reports";
import { useState } from "react";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { useSubmitKey } from "../../lib/submit-key";
import { translateMessage } from "../../lib/translate-message";
import { useReport } from "./api";

/** "Report this profile": a reason, the member's own words, then the reference to quote. */
export function ReportModal({
  slug,
  opened,
  onClose,
}: {
  slug: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(["safety", "common"]);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const submitKey = useSubmitKey();
  const report = useReport(slug, submitKey);
  const ack = report.data;

  const close = () => {
    onClose();
    setReason("");
    setDetails("");
    setFieldErrors({});
    report.reset();
  };
  const send = () => {
    if (!reason) {
      setFieldErrors({ reason: t("common:validation.required") });
      return;
    }
    report.mutate(
      { reason, details },
      {
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFieldErrors(error.fields);
          else notifyError(error.message);
        },
      },
    );
  };
  const err = (name: string) => translateMessage(t, fieldErrors[name]);

  return (
    <Modal opened={opened} onClose={close} title={ack ? t("reports.ackTitle") : t("reports.title")} centered>
      {ack ? (
        <Stack gap="md" data-testid="report-ack">
          <Alert color="green" variant="light">
            {ack.message}
          </Alert>
          <Text fw={700} ta="center" fz="lg" data-testid="report-reference">
            {ack.reference}
          </Text>
          <Button onClick={close}>{t("reports.close")}</Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("reports.intro")}
          </Text>
          <Radio.Group
            label={t("reports.reason")}
            withAsterisk
            value={reason}
            onChange={(v) => {
              setReason(v as ReportReason);
              setFieldErrors({});
            }}
            error={err("reason")}
          >
            <Stack gap={6} mt={4}>
              {REPORT_REASONS.map((r) => (
                <Radio key={r} value={r} label={t(`reports.reasons.${r}`)} data-testid={`reason-${r}`} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t("reports.details")}
            description={t("reports.detailsHint", {
              max: localNumber(REPORT_LIMITS.details, i18n.language),
            })}
            withAsterisk={reason === "other"}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REPORT_LIMITS.details}
            value={details}
            error={err("details")}
            onChange={(e) => setDetails(e.currentTarget.value)}
            data-testid="report-details"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={report.isPending}>
              {t("reports.cancel")}
            </Button>
            <Button color="red" onClick={send} loading={report.isPending} data-testid="report-send">
              {t("reports.send")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
