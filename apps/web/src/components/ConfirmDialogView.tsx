import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "../lib/i18n";
import { useDialogClose } from "./dialog-close";

export interface RemarkField {
  /** A remark must be written before Yes is accepted (rejections). */
  required: boolean;
  maxLength: number;
  label?: string;
}

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. "Are you sure you want to approve this profile?" */
  question: string;
  title?: string;
  remark?: RemarkField;
  /** Yes was pressed; resolve to close. A rejection also closes: the caller shows the server's message. */
  onConfirm: (remark: string) => Promise<unknown> | unknown;
  onClose: () => void;
  confirmLabel?: string;
  confirmColor?: string;
  /** More to decide above the remark (a rejection's reason from the committee's list). */
  children?: ReactNode;
}

/**
 * The Confirmation dialog every admin and owner action goes through: a question,
 * Cancel and Yes, optionally a remark. While the call runs Yes shows a spinner and nothing can be
 * pressed twice; whatever the outcome the dialog closes.
 */
export function ConfirmDialogView(props: ConfirmDialogProps) {
  const { opened, question, title, remark, onConfirm, onClose, confirmLabel, confirmColor, children } = props;
  const { t } = useTranslation("common");
  const dialogClose = useDialogClose();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setText("");
      setError(null);
      setBusy(false);
    }
  }, [opened]);

  async function confirm() {
    const trimmed = text.trim();
    if (remark?.required && !trimmed) {
      setError(t("validation.required"));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(trimmed);
    } catch {
      // the caller reports the failure; the dialog still closes
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <Modal
      closeButtonProps={dialogClose}
      opened={opened}
      onClose={() => !busy && onClose()}
      title={title ?? t("confirm.title")}
      centered
      size="sm"
      data-testid="confirm-dialog"
    >
      <Stack gap="md">
        <Text>{question}</Text>
        {children}
        {remark && (
          <Textarea
            label={remark.label ?? t("confirm.remark")}
            placeholder={t("confirm.remarkPlaceholder")}
            rows={2}
            autosize={false}
            maxLength={remark.maxLength}
            withAsterisk={remark.required}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("actions.cancel")}
          </Button>
          <Button
            color={confirmColor}
            onClick={() => void confirm()}
            loading={busy}
            data-testid="confirm-yes"
          >
            {confirmLabel ?? t("actions.yes")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
