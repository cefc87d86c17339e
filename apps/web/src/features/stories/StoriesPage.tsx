import { Alert, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { PageNumbers } from "../../components/PageNumbers";
import { useTranslation } from "../../lib/i18n";
import { useStories } from "./api";
import { StoryCardView } from "./StoryCardView";

/** /success-stories: every published story, newest first, for visitors and members alike. */
export function StoriesPage() {
  const { t } = useTranslation("stories");
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const stories = useStories(page);
  const data = stories.data;
  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }} c="maroon.9">
          {t("title")}
        </Title>
        <Text>{t("intro")}</Text>
        {stories.isError && !data ? (
          <LoadFailed onRetry={() => void stories.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Alert color="gray" variant="light" data-testid="stories-empty">
            {t("empty")}
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="stories-list">
              {data.items.map((story) => (
                <StoryCardView key={story.id} story={story} />
              ))}
            </SimpleGrid>
            <PageNumbers
              total={Math.ceil(data.total / data.pageSize)}
              value={page}
              onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
