import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCalendarHeart } from "@tabler/icons-react";
import { melavaName } from "@vv/shared/melava";
import { Link } from "react-router";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useNextMelava } from "./api";
import { venueOf } from "./format";

/** The home page's place for the next melava (loaded once the first screen is done); nothing without one. */
export function NextMelavaCard() {
  const { t, i18n } = useTranslation("melava");
  const next = useNextMelava();
  const event = next.data?.event;
  if (!event) return null;
  const lang = i18n.language;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid="home-melava">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <IconCalendarHeart
          size={44}
          stroke={1.5}
          color="var(--vv-maroon)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {t("home.title")}
          </Text>
          <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: "anywhere" }}>
            {melavaName(event, lang)}
          </Title>
          <Text>{formatDateTime(event.startsAt, lang)}</Text>
          <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {venueOf(event, lang)}
          </Text>
          <Group>
            <Button component={Link} to={`/melava/${event.slug}`} color="maroon">
              {t("home.cta")}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
