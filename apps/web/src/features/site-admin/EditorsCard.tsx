import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { CommitteeEditor } from "@vv/shared/committee";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { useAddEditor, useCommitteeEditors, useRemoveEditor } from "./api";

/** Admins mark members who may maintain the Our Team directory (a per-user flag, audited). */
export function EditorsCard() {
  const { t } = useTranslation(["site-admin", "common"]);
  const editors = useCommitteeEditors(true);
  const add = useAddEditor();
  const remove = useRemoveEditor();
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CommitteeEditor | null>(null);

  const submit = async () => {
    if (!mobile.trim()) {
      setError(t("common:validation.required"));
      return;
    }
    try {
      await add.mutateAsync(mobile);
      setMobile("");
    } catch (e) {
      if (e instanceof ApiError) setError(e.fields.mobile ?? e.message);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("editors.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("editors.intro")}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t("editors.mobile")}
            type="tel"
            inputMode="tel"
            maxLength={16}
            value={mobile}
            error={error}
            onChange={(e) => {
              setMobile(e.currentTarget.value);
              setError(null);
            }}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button onClick={() => void submit()} loading={add.isPending}>
            {t("editors.add")}
          </Button>
        </Group>
        {editors.data?.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("editors.none")}
          </Text>
        )}
        {editors.data?.items.map((e) => (
          <Group key={e.id} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {e.firstName} {e.lastName} · {e.mobile}
            </Text>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRemoving(e)}>
              {t("editors.remove")}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        question={t("editors.removeQuestion", {
          name: removing ? `${removing.firstName} ${removing.lastName}` : "",
        })}
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
