import { Button, Group, Stack, Text } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { type StoryAction, useFamilyStory, useStoryAction } from "./api";
import { StoryCardView } from "./StoryCardView";

// The story form (a photo uploader among it) downloads when it first opens.
const StoryForm = lazy(() => import("./StoryForm").then((m) => ({ default: m.StoryForm })));

const STATUS_COLOR = {
  awaitingPartner: "orange.9",
  awaitingCommittee: "blue.9",
  published: "green.9",
  rejected: "red.9",
} as const;

type Question = "agree" | "decline" | "withdraw";

/**
 * On My Profile: the success story of a profile closed naming the other one (write it), or the
 * other family's story asking our agreement (agree or decline); either family withdraws it.
 */
export function StoryPanel({ profileId }: { profileId: number }) {
  const { t } = useTranslation("stories");
  const family = useFamilyStory(profileId);
  const action = useStoryAction(profileId);
  const [writing, setWriting] = useState(false);
  const [formLoaded, setFormLoaded] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const data = family.data;
  if (!data || (!data.story && !data.actions.write)) return null;
  const story = data.story;
  const name = data.partnerFirstName ?? "";
  const run = async (a: StoryAction) => {
    try {
      await action.mutateAsync(a);
    } catch (e) {
      if (e instanceof ApiError) notifyError(e.message);
    }
  };
  const confirm = async () => {
    if (!story || !question) return;
    await run(
      question === "withdraw"
        ? { kind: "withdraw", storyId: story.id }
        : {
            kind: "consent",
            storyId: story.id,
            body: { decision: question === "agree" ? "approve" : "decline" },
          },
    );
  };
  return (
    <Stack gap={6} mt="sm" data-testid="story-panel" data-status={story?.status ?? "none"}>
      <Text size="sm" fw={700}>
        {t("panel.title")}
      </Text>
      {!story ? (
        <>
          <Text size="sm">{t("panel.invite", { name })}</Text>
          <Group>
            <Button
              size="sm"
              color="maroon.8"
              variant="light"
              leftSection={<IconHeart size={16} aria-hidden />}
              onClick={() => {
                setFormLoaded(true);
                setWriting(true);
              }}
              data-testid="story-write"
            >
              {t("panel.write")}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c={STATUS_COLOR[story.status]} data-testid="story-status">
            {story.role === "partner" && story.status === "awaitingPartner"
              ? t("panel.asked", { name })
              : t(`panel.status.${story.status}`, { name })}
          </Text>
          {story.rejectedRemark && (
            <Text size="sm" c="red.9">
              {t("panel.reason", { remark: story.rejectedRemark })}
            </Text>
          )}
          <StoryCardView story={story}>
            <Group gap="xs">
              {data.actions.consent && (
                <>
                  <Button
                    size="sm"
                    color="green.8"
                    onClick={() => setQuestion("agree")}
                    data-testid="story-agree"
                  >
                    {t("panel.agree")}
                  </Button>
                  <Button
                    size="sm"
                    variant="default"
                    onClick={() => setQuestion("decline")}
                    data-testid="story-decline"
                  >
                    {t("panel.decline")}
                  </Button>
                </>
              )}
              {data.actions.withdraw && !data.actions.consent && (
                <Button
                  size="sm"
                  variant="subtle"
                  color="red.8"
                  onClick={() => setQuestion("withdraw")}
                  data-testid="story-withdraw"
                >
                  {t("panel.withdraw")}
                </Button>
              )}
            </Group>
          </StoryCardView>
        </>
      )}
      {formLoaded && (
        <Suspense fallback={null}>
          <StoryForm
            opened={writing}
            partnerName={name}
            onClose={() => setWriting(false)}
            onSubmit={(body) => action.mutateAsync({ kind: "write", body })}
          />
        </Suspense>
      )}
      <ConfirmDialog
        opened={question !== null}
        question={question ? t(`panel.${question}Question`) : ""}
        confirmColor={question === "agree" ? "green.8" : "red.8"}
        onConfirm={confirm}
        onClose={() => setQuestion(null)}
      />
    </Stack>
  );
}
