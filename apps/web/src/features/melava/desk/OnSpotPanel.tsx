import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { MelavaDeskLookup, MelavaDeskLookupItem, MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import { useEffect, useState } from "react";
import { Loading } from "../../../components/Loading";
import { useTranslation } from "../../../lib/i18n";
import { useMasterData } from "../../reference/api";
import { useAdminMelava } from "../api";
import { OnSpotExisting } from "./OnSpotExisting";
import { OnSpotFind } from "./OnSpotFind";
import { OnSpotForm } from "./OnSpotForm";
import { keepFee, keptFee } from "./offline";

type Step =
  | { kind: "find" }
  | { kind: "existing"; item: MelavaDeskLookupItem }
  | { kind: "new"; mobile?: string };

/**
 * "Register on the spot" at the desk: opened for a family that walks in, closed otherwise. First
 * the family's profile is looked for (registration number or mobile); a found approved profile is
 * registered as it is, otherwise the new-profile form opens. The event's fee is asked for with the
 * desk (and kept on the device), so the new-profile form opens offline too.
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
  const [step, setStep] = useState<Step>({ kind: "find" });
  const [last, setLast] = useState<{ query: string; answer: MelavaDeskLookup } | null>(null);
  /** Another family: back to an empty search. */
  const restart = () => {
    setLast(null);
    setStep({ kind: "find" });
  };
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
            onClick={() => {
              setOpen((o) => !o);
              restart();
            }}
            aria-expanded={open}
            data-testid="onspot-open"
          >
            {open ? t("onspot.cancel") : t("onspot.open")}
          </Button>
        </Group>
        {open &&
          (feeRupees !== undefined && master.data ? (
            step.kind === "find" ? (
              <OnSpotFind
                eventId={eventId}
                master={master.data}
                last={last}
                onAnswer={setLast}
                onChoose={(item) => setStep({ kind: "existing", item })}
                onNew={(mobile) => setStep({ kind: "new", mobile })}
              />
            ) : step.kind === "existing" ? (
              <OnSpotExisting
                key={step.item.profileId}
                eventId={eventId}
                feeRupees={feeRupees}
                item={step.item}
                onRegistered={onRegistered}
                onBack={() => setStep({ kind: "find" })}
                onAnother={restart}
              />
            ) : (
              <Stack gap="xs">
                <Button
                  variant="subtle"
                  onClick={() => setStep({ kind: "find" })}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("onspot.find.back")}
                </Button>
                <OnSpotForm
                  eventId={eventId}
                  feeRupees={feeRupees}
                  master={master.data}
                  initialMobile={step.mobile}
                  onRegistered={onRegistered}
                  onQueued={onQueued}
                  onAnother={restart}
                />
              </Stack>
            )
          ) : event.isError || master.isError ? (
            <Text c="red.8">{t("onspot.needsNetwork")}</Text>
          ) : (
            <Loading />
          ))}
      </Stack>
    </Paper>
  );
}
