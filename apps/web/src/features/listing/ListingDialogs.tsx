import { Button, Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { type ClosingOutcome, PAUSE_MAX_DAYS } from "@vv/shared/listing";
import { useEffect, useState } from "react";
import { DateField } from "../../components/DateField";
import { useDialogClose } from "../../components/dialog-close";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import type { ListingAction } from "./api";

const DAY_MS = 86_400_000;
/** yyyy-mm-dd of the India-time day `days` from today. */
const indiaDayFromNow = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

interface Props {
  open: "pause" | "close" | null;
  onClose: () => void;
  onSubmit: (action: ListingAction) => Promise<unknown>;
}

/** The pause form (an optional day to come back) and the closing form (engaged or married, partner). */
export function ListingDialogs({ open, onClose, onSubmit }: Props) {
  const { t } = useTranslation("listing");
  const dialogClose = useDialogClose();
  const [resumeOn, setResumeOn] = useState("");
  const [outcome, setOutcome] = useState<ClosingOutcome>("engaged");
  const [partner, setPartner] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setErrors({});
      setBusy(false);
    }
  }, [open]);

  const submit = async (action: ListingAction) => {
    setBusy(true);
    try {
      await onSubmit(action);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors(e.fields);
      else {
        if (e instanceof ApiError) notifyError(e.message);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        closeButtonProps={dialogClose}
        opened={open === "pause"}
        onClose={onClose}
        title={t("pause.title")}
        centered
      >
        <Stack gap="sm" data-testid="listing-pause-form">
          <Text size="sm">{t("pause.body")}</Text>
          <DateField
            label={t("pause.resumeOn")}
            description={t("pause.resumeOnHint")}
            value={resumeOn}
            onChange={setResumeOn}
            minDate={indiaDayFromNow(1)}
            maxDate={indiaDayFromNow(PAUSE_MAX_DAYS)}
            error={errors.resumeOn}
            popoverProps={{ withinPortal: true }}
            data-testid="listing-resume-on"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("actions.cancel")}
            </Button>
            <Button
              loading={busy}
              onClick={() => void submit({ kind: "pause", body: resumeOn ? { resumeOn } : {} })}
              data-testid="listing-pause-submit"
            >
              {t("pause.submit")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={dialogClose}
        opened={open === "close"}
        onClose={onClose}
        title={t("close.title")}
        centered
      >
        <Stack gap="sm" data-testid="listing-close-form">
          <Text size="sm">{t("close.body")}</Text>
          <Radio.Group
            label={t("close.outcome")}
            value={outcome}
            onChange={(v) => setOutcome(v as ClosingOutcome)}
          >
            <Group gap="md" mt={4}>
              <Radio value="engaged" label={t("close.engaged")} data-testid="listing-engaged" />
              <Radio value="married" label={t("close.married")} data-testid="listing-married" />
            </Group>
          </Radio.Group>
          <TextInput
            label={t("close.partner")}
            description={t("close.partnerHint")}
            value={partner}
            onChange={(e) => setPartner(e.currentTarget.value)}
            inputMode="numeric"
            maxLength={120}
            error={errors.partner}
            data-testid="listing-partner"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("actions.cancel")}
            </Button>
            <Button
              color="maroon.8"
              loading={busy}
              onClick={() =>
                void submit({
                  kind: "close",
                  body: { outcome, ...(partner.trim() ? { partner: partner.trim() } : {}) },
                })
              }
              data-testid="listing-close-submit"
            >
              {t("close.submit")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
