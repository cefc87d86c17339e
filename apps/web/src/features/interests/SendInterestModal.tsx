import { Button, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { INTEREST_NOTE_MAX, INTEREST_NOTE_TEMPLATES, type InterestPair } from "@vv/shared/interests";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { useDialogClose } from "../../components/dialog-close";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useSubmitKey } from "../../lib/submit-key";
import { useSendInterest } from "./api";

/** Send an interest: from which of our profiles, an optional template note and our own words. */
export function SendInterestModal(props: {
  opened: boolean;
  onClose: () => void;
  slug: string;
  senders: InterestPair["senders"];
}) {
  const { t, i18n } = useTranslation("interests");
  const dialogClose = useDialogClose();
  const submitKey = useSubmitKey();
  const send = useSendInterest(submitKey);
  const [from, setFrom] = useState<string | null>(props.senders[0] ? String(props.senders[0].id) : null);
  const [template, setTemplate] = useState<string | null>("likedProfile");
  const [text, setText] = useState("");

  async function submit() {
    if (!from) return;
    try {
      const res = await send.mutateAsync({
        fromProfileId: Number(from),
        to: props.slug,
        noteTemplate: (template ?? undefined) as (typeof INTEREST_NOTE_TEMPLATES)[number] | undefined,
        noteText: text.trim() || undefined,
      });
      notifySuccess(res.message);
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError) notifyError(error.message);
    }
  }

  return (
    <Modal
      closeButtonProps={dialogClose}
      opened={props.opened}
      onClose={props.onClose}
      title={t("send.title")}
      centered
    >
      <Stack gap="sm">
        {props.senders.length > 1 && (
          <Select
            label={t("send.from")}
            data={props.senders.map((s) => ({ value: String(s.id), label: s.fullName }))}
            value={from}
            onChange={setFrom}
            allowDeselect={false}
            comboboxProps={{ zIndex: 400 }}
          />
        )}
        <Select
          label={t("send.template")}
          data={INTEREST_NOTE_TEMPLATES.map((n) => ({ value: n, label: t(`notes.${n}`) }))}
          value={template}
          onChange={setTemplate}
          clearable
          placeholder={t("send.templateNone")}
          comboboxProps={{ zIndex: 400 }}
        />
        <Textarea
          label={t("send.text")}
          description={t("send.textHint", { max: localNumber(INTEREST_NOTE_MAX, i18n.language) })}
          maxLength={INTEREST_NOTE_MAX}
          autosize
          minRows={2}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {t("actions.cancel")}
          </Button>
          <Button loading={send.isPending} onClick={() => void submit()} data-testid="interest-send-confirm">
            {t("send.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
