import { Alert, Button, Group, Text } from "@mantine/core";
import { IconRefresh, IconWifiOff } from "@tabler/icons-react";
import { useTranslation } from "../../lib/i18n";
import { reloadToUpdate } from "./update-state";

// The offline copy's keeping rides in this chunk, which every page loads once it has shown (and the
// service worker precaches): no chunk of its own to fetch on a first visit, nothing to wait for.
export {
  forgetOfflineCopy,
  fresh,
  keepOnlyMember,
  keepResponse,
  load,
  rememberedMemberId,
} from "./offline-copy";

/**
 * Under the header: "You are offline — …" while the portal cannot be reached, and "A new version is
 * available — Reload" when a new release is waiting. Loaded (and precached) apart from the first
 * page's code; PwaNotices decides when to show it.
 */
export default function PwaBanners({
  offline,
  updateAvailable,
}: {
  offline: boolean;
  updateAvailable: boolean;
}) {
  const { t } = useTranslation("pwa");
  return (
    <div style={{ position: "sticky", top: 60, zIndex: 150 }}>
      {offline && (
        <Alert
          color="orange"
          variant="filled"
          radius={0}
          py={8}
          icon={<IconWifiOff size={18} aria-hidden />}
          role="status"
          data-testid="offline-notice"
        >
          <Text size="sm" fw={600} c="white">
            {t("offline.notice")}
          </Text>
        </Alert>
      )}
      {updateAvailable && (
        <Alert color="maroon" variant="filled" radius={0} py={8} role="status" data-testid="update-available">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} c="white">
              {t("update.available")}
            </Text>
            <Button
              size="compact-sm"
              variant="white"
              color="maroon"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={reloadToUpdate}
              data-testid="update-reload"
            >
              {t("update.reload")}
            </Button>
          </Group>
        </Alert>
      )}
    </div>
  );
}
