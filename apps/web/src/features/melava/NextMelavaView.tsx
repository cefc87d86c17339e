import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCalendarHeart } from "@tabler/icons-react";
import type { MelavaPublic } from "@vv/shared/melava";
import { melavaName } from "@vv/shared/melava-words";
import { Link } from "react-router";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { venueOf } from "./format";

/** The next melava's card, with its words: loaded only when there is one. */
export function NextMelavaView({ event }: { event: MelavaPublic }) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid="home-melava">
      {/* The words take at least 12 em beside the icon, or go under it: at 200 % text on a phone they
          get the card's whole width. */}
      <Group gap="md" align="flex-start">
        <IconCalendarHeart
          size={44}
          stroke={1.5}
          color="var(--vv-maroon)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} style={{ flex: "1 1 12em", minWidth: 0 }}>
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
