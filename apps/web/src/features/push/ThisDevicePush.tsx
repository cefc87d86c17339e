import { Button, Group, Stack, Text } from "@mantine/core";
import { ToneNote } from "../../components/ToneNote";
import { useTranslation } from "../../lib/i18n";
import type { DeviceState } from "./use-push-device";

/**
 * The "Notifications on this device" block of the notification settings: what this device does,
 * the member's button to allow or turn off, and in plain words why it cannot (blocked, unsupported).
 */
export function ThisDevicePush({
  state,
  busy,
  onAllow,
  onTurnOff,
}: {
  state: DeviceState;
  busy: boolean;
  onAllow: () => void;
  onTurnOff: () => void;
}) {
  const { t } = useTranslation("notifications");
  const problem = state === "denied" || state === "unsupported" || state === "failed";
  return (
    <Stack gap="xs" data-testid="push-device" data-state={state}>
      <Text fw={600}>{t("push.heading")}</Text>
      <div role="status" aria-live="polite">
        {problem ? (
          <ToneNote tone="orange" testId="push-problem">
            {t(`push.${state}`)}
          </ToneNote>
        ) : state === "on" ? (
          <Text size="sm">{t("push.on")}</Text>
        ) : state === "off" ? (
          <Text size="sm">{t("push.offer")}</Text>
        ) : null}
      </div>
      <Group gap="sm">
        {state === "on" ? (
          <Button variant="default" mih={44} loading={busy} onClick={onTurnOff}>
            {t("push.turnOff")}
          </Button>
        ) : state === "off" || state === "failed" ? (
          <Button mih={44} loading={busy} onClick={onAllow}>
            {t("push.allow")}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
