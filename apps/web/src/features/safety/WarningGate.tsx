import { Alert, Button, Modal, Stack, Text } from "@mantine/core";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useAcknowledgeWarning, useWarnings } from "./api";

/** A committee warning, shown once the member is signed in until they acknowledge it. */
export function WarningGate() {
  const { t, i18n } = useTranslation("safety");
  const warnings = useWarnings(true);
  const ack = useAcknowledgeWarning();
  const first = warnings.data?.items[0];
  if (!first) return null;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t("warning.title")}
      data-testid="warning-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t("warning.intro")}</Text>
        <Alert color="orange" variant="light">
          {first.remark}
        </Alert>
        <Text size="xs" c="dimmed">
          {formatDate(first.createdAt, i18n.language)}
        </Text>
        <Button onClick={() => ack.mutate(first.id)} loading={ack.isPending}>
          {t("warning.understood")}
        </Button>
      </Stack>
    </Modal>
  );
}
