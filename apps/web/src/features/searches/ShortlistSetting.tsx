import { Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "../../lib/i18n";
import { useSaveShortlistSetting, useShortlistSetting } from "./api";

/** On the notification settings: whether the families we shortlist may see it. */
export function ShortlistSetting() {
  const { t } = useTranslation("notifications");
  const setting = useShortlistSetting();
  const save = useSaveShortlistSetting();
  if (!setting.data) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="shortlist-setting">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t("shortlistSetting.title")}
        </Title>
        <Switch
          size="md"
          checked={setting.data.shown}
          disabled={save.isPending}
          label={t("shortlistSetting.label")}
          onChange={(e) => save.mutate(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t("shortlistSetting.hint")}
        </Text>
      </Stack>
    </Paper>
  );
}
