import { Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { REJECTION_REASON_MAX, type RejectionReason } from "@vv/shared/rejection-reasons";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { useChangeReason, useRejectionReasons } from "./reasons-api";

type Draft = { id: number | null; textEn: string; textMr: string };

/** The reason's two texts, edited side by side (stacked on a phone). */
function ReasonForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useTranslation(["site-admin", "common"]);
  const change = useChangeReason();
  const [textEn, setTextEn] = useState(draft.textEn);
  const [textMr, setTextMr] = useState(draft.textMr);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    const body = { textEn: textEn.trim(), textMr: textMr.trim() };
    const missing = Object.fromEntries(
      Object.entries(body)
        .filter(([, v]) => v.length < 3)
        .map(([k]) => [k, t("common:validation.required")]),
    );
    if (Object.keys(missing).length) return setErrors(missing);
    try {
      await change.mutateAsync(
        draft.id === null ? { kind: "add", body } : { kind: "edit", id: draft.id, body },
      );
      onDone();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors(e.fields);
      else if (e instanceof ApiError) notifyError(e.message);
    }
  };
  return (
    <Stack gap="xs" data-testid="reason-form">
      <Textarea
        label={t("reasons.textMr")}
        lang="mr"
        autosize
        minRows={2}
        maxLength={REJECTION_REASON_MAX}
        value={textMr}
        error={errors.textMr}
        onChange={(e) => setTextMr(e.currentTarget.value)}
      />
      <Textarea
        label={t("reasons.textEn")}
        lang="en"
        autosize
        minRows={2}
        maxLength={REJECTION_REASON_MAX}
        value={textEn}
        error={errors.textEn}
        onChange={(e) => setTextEn(e.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t("reasons.cancel")}
        </Button>
        <Button onClick={() => void save()} loading={change.isPending} data-testid="reason-save">
          {t("reasons.save")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Settings: the rejection reasons the committee picks from, each in Marathi and English (audited). */
export function ReasonsCard() {
  const { t, i18n } = useTranslation("site-admin");
  const reasons = useRejectionReasons();
  const change = useChangeReason();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<RejectionReason | null>(null);
  const items = reasons.data?.items ?? [];
  const mr = i18n.language.startsWith("mr");
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" data-testid="reasons-card">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("reasons.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("reasons.intro")}
        </Text>
        {items.map((reason) =>
          draft?.id === reason.id ? (
            <ReasonForm key={reason.id} draft={draft} onDone={() => setDraft(null)} />
          ) : (
            <Group key={reason.id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {mr ? reason.textMr : reason.textEn}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {mr ? reason.textEn : reason.textMr}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={`${t("reasons.edit")}: ${mr ? reason.textMr : reason.textEn}`}
                  onClick={() => setDraft({ ...reason })}
                >
                  <IconPencil size={18} aria-hidden />
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red.8"
                  aria-label={`${t("reasons.delete")}: ${mr ? reason.textMr : reason.textEn}`}
                  onClick={() => setDeleting(reason)}
                >
                  <IconTrash size={18} aria-hidden />
                </Button>
              </Group>
            </Group>
          ),
        )}
        {draft?.id === null ? (
          <ReasonForm draft={draft} onDone={() => setDraft(null)} />
        ) : (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDraft({ id: null, textEn: "", textMr: "" })}
              data-testid="reason-add"
            >
              {t("reasons.add")}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        question={t("reasons.deleteQuestion")}
        confirmColor="red"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await change.mutateAsync({ kind: "delete", id: deleting.id });
          } catch (e) {
            if (e instanceof ApiError) notifyError(e.message);
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
