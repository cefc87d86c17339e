import { Anchor, Button, Checkbox, Container, Stack, Table, Text, Title } from "@mantine/core";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationType,
} from "@vv/shared/notifications";
import { useState } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSignedInUser } from "../profiles/use-signed-in";
import { ShortlistSetting } from "../searches/ShortlistSetting";
import { useNotificationPreferences, useSaveNotificationPreferences } from "./api";

/** Events a member may hear of by SMS or WhatsApp (identity and grievance types come with their features). */
const CHOOSABLE: NotificationType[] = NOTIFICATION_TYPES.filter(
  (t) => t !== "id_verified" && t !== "id_rejected" && t !== "grievance_update",
);

function PreferencesForm({
  stored,
  available,
}: {
  stored: NotificationPreferences;
  available: NotificationChannel[];
}) {
  const { t } = useTranslation("notifications");
  const [prefs, setPrefs] = useState(stored);
  const save = useSaveNotificationPreferences();
  const toggle = (channel: NotificationChannel, type: NotificationType, on: boolean) =>
    setPrefs((p) => ({
      ...p,
      [channel]: on ? [...p[channel], type] : p[channel].filter((x) => x !== type),
    }));
  return (
    <Stack gap="md">
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("preferences.event")}</Table.Th>
            {NOTIFICATION_CHANNELS.map((c) => (
              <Table.Th key={c} ta="center" w={90}>
                {t(`preferences.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CHOOSABLE.map((type) => (
            <Table.Tr key={type}>
              <Table.Td>{t(`types.${type}.title`)}</Table.Td>
              {NOTIFICATION_CHANNELS.map((c) => (
                <Table.Td key={c}>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    aria-label={`${t(`types.${type}.title`)}: ${t(`preferences.${c}`)}`}
                    disabled={!available.includes(c)}
                    checked={prefs[c].includes(type)}
                    onChange={(e) => toggle(c, type, e.currentTarget.checked)}
                    data-testid={`pref-${c}-${type}`}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {NOTIFICATION_CHANNELS.filter((c) => !available.includes(c)).map((c) => (
        <Text key={c} size="sm" c="dimmed">
          {t(`preferences.${c}`)}: {t("preferences.unavailable")}
        </Text>
      ))}
      <Button
        w="fit-content"
        loading={save.isPending}
        onClick={() => save.mutate(prefs, { onSuccess: () => notifySuccess(t("preferences.saved")) })}
      >
        {t("preferences.save")}
      </Button>
    </Stack>
  );
}

/** /notifications/settings: which notifications also reach the member by SMS or WhatsApp (opt-in). */
export function NotificationSettingsPage() {
  const { t } = useTranslation(["notifications", "safety"]);
  const { ready } = useSignedInUser();
  const prefs = useNotificationPreferences();
  const data = ready ? prefs.data : undefined;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("preferences.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("preferences.intro")}
        </Text>
        <Anchor component={Link} to="/user/blocked" size="sm">
          {t("safety:settings.blockedLink")}
        </Anchor>
        {prefs.isError ? (
          <LoadFailed onRetry={() => void prefs.refetch()} />
        ) : !data ? (
          <Loading />
        ) : (
          <PreferencesForm stored={data} available={data.available} />
        )}
        {ready && <ShortlistSetting />}
      </Stack>
    </Container>
  );
}
