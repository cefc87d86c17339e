import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { MyJob } from "@vv/shared/jobs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { formatDate } from "../../lib/format-date";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { useSignedInUser } from "../profiles/use-signed-in";
import { useMyJobs } from "./api";
import { ResumeCard } from "./ResumeCard";

/** /job-updates/mine: the member's posts in every state, and their resume. */
export function MyJobsPage() {
  const { t } = useTranslation(["jobs", "common"]);
  const { ready } = useSignedInUser();
  const mine = useMyJobs(ready);
  if (!ready) return <Loading />;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("mine.title")}
          </Title>
          <Button component={Link} to="/job-updates/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t("board.post")}
          </Button>
        </Group>
        {mine.isError ? (
          <LoadFailed onRetry={() => void mine.refetch()} />
        ) : !mine.data ? (
          <Loading />
        ) : mine.data.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t("mine.empty")}
          </Alert>
        ) : (
          mine.data.map((job) => <MyJobRow key={job.id} job={job} />)
        )}
        <ResumeCard />
      </Stack>
    </Container>
  );
}

function MyJobRow({ job }: { job: MyJob }) {
  const { t, i18n } = useTranslation("jobs");
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="my-job">
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={`/job-updates/${job.id}`}
          fw={700}
          c="maroon.9"
          style={{ overflowWrap: "anywhere" }}
        >
          {job.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {job.employer} · {job.place}
        </Text>
        <Group gap={6}>
          <BoardStatusBadge ns="jobs" state={job.status} />
          {job.isClosed && <BoardStatusBadge ns="jobs" state="closed" />}
          {job.isExpired && !job.isClosed && <BoardStatusBadge ns="jobs" state="expired" />}
          <Text size="sm">{t("mine.applicants", { count: job.applicantCount })}</Text>
        </Group>
        {job.status === "rejected" && job.rejectedRemark && (
          <Text size="sm" c="red">
            {t("status.rejectedRemark", { remark: job.rejectedRemark })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t("card.lastDate", { date: formatDate(job.lastDate, i18n.language) })}
        </Text>
      </Stack>
    </Paper>
  );
}
