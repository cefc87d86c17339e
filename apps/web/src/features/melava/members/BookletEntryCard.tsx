import { Anchor, Center, Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { eventNumberLabel } from "@vv/shared/melava";
import type { MelavaBookletEntry } from "@vv/shared/melava-members";
import { localNumber } from "@vv/shared/numbers";
import { memo } from "react";
import { Link } from "react-router";
import { ProfilePhoto } from "../../../components/ProfilePhoto";
import { useTranslation } from "../../../lib/i18n";
import { ProfileFacts } from "../../profiles/ProfileFacts";

/** One candidate of the digital booklet: the event number first, as families note it at the hall. */
export const BookletEntryCard = memo(function BookletEntryCard({
  entry,
  checked,
  onToggle,
  selectable,
}: {
  entry: MelavaBookletEntry;
  checked: boolean;
  onToggle: (id: number) => void;
  selectable: boolean;
}) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const card = entry.card;
  const number = eventNumberLabel(card.gender, entry.eventNumber, lang);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      data-testid={`booklet-entry-${entry.registrationId}`}
      style={checked ? { borderColor: "var(--mantine-color-maroon-6)", borderWidth: 2 } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ width: 96, flexShrink: 0 }}>
          {card.photo ? (
            <ProfilePhoto photo={card.photo} alt={card.fullName} size={96} />
          ) : (
            <Center
              h={96}
              p={4}
              bg="gray.1"
              style={{ borderRadius: "var(--mantine-radius-md)", textAlign: "center" }}
            >
              <Text size="xs" c="dimmed">
                {t("members.noPhoto")}
              </Text>
            </Center>
          )}
        </div>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={800} c="maroon.9" data-testid="booklet-number">
              {number}
            </Text>
            {selectable && (
              <Checkbox
                checked={checked}
                onChange={() => onToggle(entry.registrationId)}
                aria-label={t("members.select", { name: `${number} ${card.fullName}` })}
                size="md"
                data-testid="booklet-select"
              />
            )}
          </Group>
          <Text fw={700} lh={1.3} style={{ overflowWrap: "anywhere" }}>
            {card.fullName}
          </Text>
          {card.registrationNumber !== null && (
            <Text size="xs" c="dimmed">
              {localNumber(card.registrationNumber, lang)}
            </Text>
          )}
          <ProfileFacts profile={card} />
          <Anchor component={Link} to={`/vadhuvar/${card.slug}`} size="sm" fw={600} py={4}>
            {t("members.details")}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
});
