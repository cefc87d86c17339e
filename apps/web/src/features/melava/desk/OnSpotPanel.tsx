import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import { useEffect, useState } from "react";
import { Loading } from "../../../components/Loading";
import { useTranslation } from "../../../lib/i18n";
import { useMasterData } from "../../reference/api";
import { useAdminMelava } from "../api";
import { OnSpotForm } from "./OnSpotForm";
import { keepFee, keptFee } from "./offline";

/**
 * "Register on the spot" at the desk: opened for a family that walks in, closed otherwise. The
 * event's fee is asked for with the desk (and kept on the device), so the form opens offline too.
 */
export function OnSpotPanel({
  eventId,
  enabled,
  onRegistered,
  onQueued,
}: {
  eventId: number;
  enabled: boolean;
  onRegistered: (answer: MelavaOnSpotResponse) => void;
  onQueued: () => void;
}) {
  const { t } = useTranslation("melava");
  const [open, setOpen] = useState(false);
  const event = useAdminMelava(eventId, enabled);
  const master = useMasterData();
  const feeRupees = event.data?.feeRupees ?? (enabled ? keptFee(eventId) : undefined);
  useEffect(() => {
    if (event.data) keepFee(eventId, event.data.feeRupees);
  }, [event.data, eventId]);
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
          (feeRupees !== undefined && master.data ? (
            <OnSpotForm
              eventId={eventId}
              feeRupees={feeRupees}
              master={master.data}
              onRegistered={onRegistered}
              onQueued={onQueued}
            />
          ) : event.isError || master.isError ? (
            <Text c="red.8">{t("onspot.needsNetwork")}</Text>
          ) : (
            <Loading />
          ))}
      </Stack>
    </Paper>
  );
}
