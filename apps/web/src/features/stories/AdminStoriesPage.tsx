import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { type AdminStory, STORY_REMARK_MAX } from "@vv/shared/stories";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { useAdminUser } from "../auth/use-admin";
import { useStoryDecision, useStoryQueue } from "./api";
import { StoryCardView } from "./StoryCardView";

// The committee's reasons (the same list as a profile's rejection) download with the first rejection.
const ReasonPicker = lazy(() =>
  import("../approvals/ReasonPicker").then((m) => ({ default: m.ReasonPicker })),
);

type Pending = { story: AdminStory; decision: "approve" | "reject" };

/** /admin/success-stories: stories both families agreed to; the committee publishes or rejects (audited). */
export function AdminStoriesPage() {
  const { t, i18n } = useTranslation(["stories", "dashboard"]);
  const { ready } = useAdminUser();
  const queue = useStoryQueue(ready);
  const decide = useStoryDecision();
  const [pending, setPending] = useState<Pending | null>(null);
  const [reasonId, setReasonId] = useState("");
  const open = (next: Pending) => {
    setReasonId("");
    setPending(next);
  };
  const data = queue.data;
  const confirm = async (remark: string) => {
    if (!pending) return;
    try {
      await decide.mutateAsync({
        id: pending.story.id,
        body: {
          decision: pending.decision,
          ...(remark ? { remark } : {}),
          ...(pending.decision === "reject" && reasonId ? { reasonId: Number(reasonId) } : {}),
        },
      });
    } catch (e) {
      if (e instanceof ApiError) notifyError(e.message);
    }
  };
  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t("dashboard:title")}
          </Button>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("admin.title")}
        </Title>
        <Text size="sm">{t("admin.intro")}</Text>
        {queue.isError && !data ? (
          <LoadFailed onRetry={() => void queue.refetch()} />
        ) : !ready || !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Alert color="gray" variant="light" data-testid="stories-queue-empty">
            {t("admin.empty")}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.items.map((story) => (
              <StoryCardView key={story.id} story={story}>
                <Stack gap={2}>
                  {story.profiles.map((p) => (
                    <Anchor key={p.slug} component={Link} to={`/vadhuvar/${p.slug}`} size="sm">
                      {p.fullName}
                    </Anchor>
                  ))}
                  <Text size="xs" c="dimmed">
                    {formatDate(story.createdAt, i18n.language)}
                  </Text>
                </Stack>
                <Group gap="xs" justify="flex-end">
                  <Button
                    size="sm"
                    variant="default"
                    onClick={() => open({ story, decision: "reject" })}
                    data-testid="story-reject"
                  >
                    {t("admin.reject")}
                  </Button>
                  <Button
                    size="sm"
                    color="green.8"
                    onClick={() => open({ story, decision: "approve" })}
                    data-testid="story-approve"
                  >
                    {t("admin.approve")}
                  </Button>
                </Group>
              </StoryCardView>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        question={pending ? t(`admin.${pending.decision}Question`) : ""}
        remark={
          pending?.decision === "reject"
            ? {
                required: !reasonId,
                maxLength: STORY_REMARK_MAX,
                label: t(reasonId ? "admin.note" : "admin.remark"),
              }
            : undefined
        }
        confirmColor={pending?.decision === "approve" ? "green.8" : "red.8"}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending?.decision === "reject" && (
          <Suspense fallback={null}>
            <ReasonPicker value={reasonId} onChange={setReasonId} />
          </Suspense>
        )}
      </ConfirmDialog>
    </Container>
  );
}
