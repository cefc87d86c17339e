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
import { ThisDevicePush } from "../push/ThisDevicePush";
import { usePushDevice } from "../push/use-push-device";
import { ShortlistSetting } from "../searches/ShortlistSetting";
import { useNotificationPreferences, useSaveNotificationPreferences } from "./api";

/** Events a member may hear of by SMS, WhatsApp or push (identity and grievance types come with their features). */
const CHOOSABLE: NotificationType[] = NOTIFICATION_TYPES.filter(
  (t) => t !== "id_verified" && t !== "id_rejected" && t !== "grievance_update",
);

function PreferencesForm({
  stored,
  available,
  pushKey,
  pushDevices,
}: {
  stored: NotificationPreferences;
  available: NotificationChannel[];
  pushKey: string | null;
  pushDevices: number;
}) {
  const { t } = useTranslation("notifications");
  const [prefs, setPrefs] = useState(stored);
  const save = useSaveNotificationPreferences();
  const pushOffered = available.includes("push") && pushKey !== null;
  const device = usePushDevice(pushOffered ? pushKey : null);
  const set = (channel: NotificationChannel, type: NotificationType, on: boolean) =>
    setPrefs((p) => ({
      ...p,
      [channel]: on ? [...p[channel], type] : p[channel].filter((x) => x !== type),
    }));
  const allow = async () => {
    const reached = await device.allow();
    if (reached === "on") notifySuccess(t("push.turnedOn"));
    return reached;
  };
  const toggle = async (channel: NotificationChannel, type: NotificationType, on: boolean) => {
    set(channel, type, on);
    // A push tick on a device not yet allowed asks the browser now, on the member's own tap; with
    // no device at all that could show it, the tick does not stay (the block above says why).
    if (channel !== "push" || !on || device.state === "on" || device.state === "checking") return;
    const reached = await allow();
    if (reached !== "on" && pushDevices === 0) set(channel, type, false);
  };
  return (
    <Stack gap="md">
      {pushOffered && (
        <ThisDevicePush
          state={device.state}
          busy={device.busy}
          onAllow={() => void allow()}
          onTurnOff={() => {
            void device.turnOff().then(() => notifySuccess(t("push.turnedOff")));
          }}
        />
      )}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("preferences.event")}</Table.Th>
            {NOTIFICATION_CHANNELS.map((c) => (
              <Table.Th key={c} ta="center" w={{ base: 68, sm: 100 }} fz={{ base: "xs", sm: "sm" }}>
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
                    onChange={(e) => void toggle(c, type, e.currentTarget.checked)}
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

/**
 * /notifications/settings: which notifications also reach the member by SMS, WhatsApp or as the
 * phone's own notifications (Web Push; opt-in), and this device's push permission.
 */
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
          <PreferencesForm
            stored={data}
            available={data.available}
            pushKey={data.pushKey}
            pushDevices={data.pushDevices}
          />
        )}
        {ready && <ShortlistSetting />}
      </Stack>
    </Container>
  );
}
