import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import { localNumber } from "@vv/shared/numbers";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n";

/** The end of one walk-in: registered (or waiting) with its pass, or kept on this device for the network. */
export function OnSpotDone({
  answer,
  saved,
  onAnother,
}: {
  answer: MelavaOnSpotResponse | null;
  saved: { name: string; photo: boolean } | null;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation("melava");
  return (
    <Stack gap="sm" data-testid="onspot-done">
      {answer && (
        <Alert color={answer.registration.status === "registered" ? "green" : "yellow"}>
          <Text fw={700}>
            {answer.registration.profileName}
            {answer.registration.registrationNumber !== null &&
              ` (${localNumber(answer.registration.registrationNumber, i18n.language)})`}
          </Text>
          <Text>{answer.message}</Text>
        </Alert>
      )}
      {saved && (
        <Alert color="blue" data-testid="onspot-saved">
          <Text fw={700}>{t("onspot.saved", { name: saved.name })}</Text>
          {!saved.photo && <Text>{t("onspot.photoLater")}</Text>}
        </Alert>
      )}
      <Group gap="md">
        {answer?.registration.status === "registered" && (
          <Anchor component={Link} to={`/melava/pass/${answer.registration.id}`}>
            {t("onspot.passLink")}
          </Anchor>
        )}
        <Button variant="light" onClick={onAnother}>
          {t("onspot.another")}
        </Button>
      </Group>
    </Stack>
  );
}
