import { Alert, Button, Group, Text } from "@mantine/core";
import { IconRefresh, IconWifiOff } from "@tabler/icons-react";
import { useTranslation } from "../../lib/i18n";

/**
 * Under a form whose submit never reached the server: says nothing was sent and that what was typed
 * is kept, with "Try again" (which resends with the same request key, so it is stored once).
 */
export function NetworkRetry({ onRetry, loading }: { onRetry: () => void; loading?: boolean }) {
  const { t } = useTranslation("pwa");
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconWifiOff aria-hidden />}
      role="alert"
      data-testid="submit-offline"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t("submit.offline")}</Text>
        <Button
          size="compact-md"
          variant="filled"
          color="maroon"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
          loading={loading}
          data-testid="submit-retry"
        >
          {t("submit.retry")}
        </Button>
      </Group>
    </Alert>
  );
}
