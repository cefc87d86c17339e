import { Button, Group, SimpleGrid, Stack, Title } from "@mantine/core";
import type { StoryCard } from "@vv/shared/stories";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { StoryCardView } from "./StoryCardView";

/** The newest success stories on the home page, with the way to the rest. */
export function HomeStoriesView({ stories }: { stories: StoryCard[] }) {
  const { t } = useTranslation("stories");
  return (
    <Stack gap="sm" component="section" data-testid="home-stories">
      <Title order={2} ta="center" fz={24}>
        {t("home.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: Math.min(stories.length, 3) }} spacing="md">
        {stories.map((story) => (
          <StoryCardView key={story.id} story={story} clamp={6} />
        ))}
      </SimpleGrid>
      <Group justify="center">
        <Button component={Link} to="/success-stories" variant="light" color="maroon">
          {t("home.all")}
        </Button>
      </Group>
    </Stack>
  );
}
