import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { StoryCard } from "@vv/shared/stories";
import type { ReactNode } from "react";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";
import { formatMonth } from "./format";

/** One story as anyone reads it: the photo, the two first names, the month and the family's words. */
export function StoryCardView({
  story,
  clamp,
  children,
}: {
  story: StoryCard;
  /** At most this many lines of the text (the home page's short cards). */
  clamp?: number;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation("stories");
  const [first, second] = story.firstNames;
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="story-card" h="100%">
      <Stack gap="sm">
        {story.photo && (
          <ProfilePhoto
            photo={story.photo}
            alt={t("photoAlt", { first, second })}
            size={320}
            sizes="(max-width: 600px) 90vw, 320px"
            style={{ margin: "0 auto" }}
          />
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} fz="lg" c="maroon.9" style={{ overflowWrap: "anywhere" }}>
            {t("names", { first, second })}
          </Text>
          <Text size="sm" c="dimmed">
            {formatMonth(story.month, i18n.language)}
          </Text>
        </Group>
        <Text
          lang={story.language}
          lineClamp={clamp}
          style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
        >
          {story.text}
        </Text>
        {story.language !== (i18n.language.startsWith("mr") ? "mr" : "en") && (
          <Badge variant="light" color="gray" size="sm">
            {t(`languageTag.${story.language}`)}
          </Badge>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
