import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconMapPin, IconTicket, IconUsers } from "@tabler/icons-react";
import { type MelavaPublic, melavaName } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { useEffect, useState } from "react";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { rupees, timeUntil, venueOf } from "./format";

function Countdown({ startsAt }: { startsAt: string }) {
  const { t, i18n } = useTranslation("melava");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeUntil(startsAt, now);
  const n = (v: number) => localNumber(v, i18n.language);
  if (!left) return <Text c="dimmed">{t("event.started")}</Text>;
  return (
    <Text fw={700} c="maroon.8" fz="lg" data-testid="melava-countdown" aria-live="off">
      {left.days > 0
        ? t("event.countdown", { days: n(left.days), hours: n(left.hours) })
        : t("event.countdownToday", { hours: n(left.hours), minutes: n(left.minutes) })}
    </Text>
  );
}

function Fact({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      {icon}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <div style={{ overflowWrap: "anywhere" }}>{children}</div>
      </Stack>
    </Group>
  );
}

/** The event's name, status, time, venue, window, fee and places. */
export function EventFacts({ event }: { event: MelavaPublic }) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const seat = (taken: number, capacity: number | null) =>
    capacity === null
      ? `${localNumber(taken, lang)} (${t("event.unlimited")})`
      : t("event.seatsOf", { taken: localNumber(taken, lang), capacity: localNumber(capacity, lang) });
  const icon = {
    size: 24,
    color: "var(--vv-maroon)",
    "aria-hidden": true,
    style: { flexShrink: 0 },
  } as const;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={1} c="maroon.9" fz={{ base: 24, sm: 32 }} style={{ overflowWrap: "anywhere" }}>
            {melavaName(event, lang)}
          </Title>
          <Badge color={event.status === "published" ? "green" : "gray"} variant="light" size="lg">
            {t(`status.${event.status}`)}
          </Badge>
        </Group>
        {event.status !== "archived" && <Countdown startsAt={event.startsAt} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact icon={<IconCalendarEvent {...icon} />} label={t("event.when")}>
            <Text fw={600} data-testid="melava-when">
              {formatDateTime(event.startsAt, lang)}
            </Text>
          </Fact>
          <Fact icon={<IconMapPin {...icon} />} label={t("event.venue")}>
            <Text fw={600}>{venueOf(event, lang)}</Text>
            <Text size="sm">{event.address}</Text>
            {event.mapUrl && (
              <Anchor href={event.mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {t("event.map")}
              </Anchor>
            )}
          </Fact>
          <Fact icon={<IconTicket {...icon} />} label={t("event.window")}>
            <Text>
              {t("event.windowText", {
                from: formatDateTime(event.registrationOpensAt, lang),
                to: formatDateTime(event.registrationClosesAt, lang),
              })}
            </Text>
            <Text fw={600}>
              {t("event.fee")}:{" "}
              {event.feeRupees === 0
                ? t("event.free")
                : t("event.feeAmount", { amount: rupees(event.feeRupees, lang) })}
            </Text>
          </Fact>
          <Fact icon={<IconUsers {...icon} />} label={t("event.seats")}>
            <Text>
              {t("event.seatsText", {
                brides: seat(event.taken.brides, event.capacityBrides),
                grooms: seat(event.taken.grooms, event.capacityGrooms),
              })}
            </Text>
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
