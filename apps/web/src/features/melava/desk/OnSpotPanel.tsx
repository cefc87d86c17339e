import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import { useState } from "react";
import { Loading } from "../../../components/Loading";
import { useTranslation } from "../../../lib/i18n";
import { useMasterData } from "../../reference/api";
import { useAdminMelava } from "../api";
import { OnSpotForm } from "./OnSpotForm";

/** "Register on the spot" at the desk: opened for a family that walks in, closed otherwise. */
export function OnSpotPanel({
  eventId,
  enabled,
  onRegistered,
}: {
  eventId: number;
  enabled: boolean;
  onRegistered: (answer: MelavaOnSpotResponse) => void;
}) {
  const { t } = useTranslation("melava");
  const [open, setOpen] = useState(false);
  const event = useAdminMelava(eventId, enabled && open);
  const master = useMasterData();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t("onspot.title")}
          </Title>
          <Button
            variant={open ? "subtle" : "filled"}
            color="maroon"
            leftSection={open ? undefined : <IconUserPlus size={18} aria-hidden />}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            data-testid="onspot-open"
          >
            {open ? t("onspot.cancel") : t("onspot.open")}
          </Button>
        </Group>
        {open &&
          (event.data && master.data ? (
            <OnSpotForm
              eventId={eventId}
              feeRupees={event.data.feeRupees}
              master={master.data}
              onRegistered={onRegistered}
            />
          ) : (
            <Loading />
          ))}
      </Stack>
    </Paper>
  );
}
