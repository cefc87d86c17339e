import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconLock, IconPencil, IconSend } from "@tabler/icons-react";
import type { JobDetails } from "@vv/shared/jobs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { formatDate } from "../../lib/format-date";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useSession } from "../auth/session";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { ApplicantsList } from "./ApplicantsList";
import { useJobAction, useJobDetails, useResume } from "./api";
import { ApplyLinks, JobFacts } from "./JobCardView";
import { ResumeCard } from "./ResumeCard";

type Confirm = "close" | "apply" | "withdraw" | null;

/** /job-updates/:id: the post; its poster also manages it and sees who applied. */
export function JobDetailsPage() {
  const id = Number(useParams().id) || 0;
  const { t, i18n } = useTranslation(["jobs", "common"]);
  const details = useJobDetails(id);
  const { data: user } = useSession();
  const location = useLocation();
  const resume = useResume(!!user && !!details.data && !details.data.isPoster);
  const action = useJobAction();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const job = details.data;

  if (details.isError) {
    const error = details.error instanceof ApiError ? details.error : null;
    return (
      <Container size="sm" py="lg">
        {error?.status === 404 ? (
          <Alert color="yellow" variant="light">
            {error.message}{" "}
            <Anchor component={Link} to="/job-updates">
              {t("details.back")}
            </Anchor>
          </Alert>
        ) : (
          <LoadFailed onRetry={() => void details.refetch()} />
        )}
      </Container>
    );
  }
  if (!job) return <Loading />;

  async function run(kind: Exclude<Confirm, null>) {
    const path = kind === "close" ? `/jobs/${id}/close` : `/jobs/${id}/apply`;
    try {
      const done = await action.mutateAsync({ path, method: kind === "withdraw" ? "DELETE" : "POST" });
      notifySuccess(done.message);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
    }
  }

  const hasResume = !!resume.data?.resume;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/job-updates" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t("details.back")}
          </Group>
        </Anchor>
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="article">
          <Stack gap="sm">
            <div>
              <Title order={1} fz={{ base: 22, sm: 28 }} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
                {job.title}
              </Title>
              <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {job.employer}
              </Text>
            </div>
            <Group gap={6}>
              <Badge variant="light" color="saffron" radius="sm" style={{ textTransform: "none" }}>
                {job.jobTypeLabel}
              </Badge>
              {(job.isPoster || job.status !== "approved") && (
                <BoardStatusBadge ns="jobs" state={job.status} />
              )}
              {job.isClosed && <BoardStatusBadge ns="jobs" state="closed" />}
              {job.isExpired && !job.isClosed && <BoardStatusBadge ns="jobs" state="expired" />}
            </Group>
            {job.status === "rejected" && job.rejectedRemark && job.isPoster && (
              <Alert color="red" variant="light">
                {t("status.rejectedRemark", { remark: job.rejectedRemark })}
              </Alert>
            )}
            <JobFacts job={job} />
            {job.description && (
              <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{job.description}</Text>
            )}
            <div>
              <Text fw={600} size="sm" mb={4}>
                {t("fields.howToApply")}
              </Text>
              <ApplyLinks job={job} />
            </div>
            <Text size="xs" c="dimmed">
              {t("card.posted", { date: formatDate(job.postedAt, i18n.language) })}
            </Text>
            {job.isClosed && <Alert color="gray">{t("details.closedNotice")}</Alert>}
            {job.isExpired && !job.isClosed && <Alert color="gray">{t("details.expiredNotice")}</Alert>}
            {job.isPoster && !job.isClosed && (
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`/job-updates/${job.id}/edit`}
                  variant="light"
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t("details.edit")}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconLock size={16} aria-hidden />}
                  onClick={() => setConfirm("close")}
                >
                  {t("details.close")}
                </Button>
              </Group>
            )}
            <MemberApply
              job={job}
              signedIn={!!user}
              hasResume={hasResume}
              returnTo={location.pathname}
              onApply={() => setConfirm("apply")}
              onWithdraw={() => setConfirm("withdraw")}
            />
          </Stack>
        </Paper>
        {user && !job.isPoster && job.canApply && !hasResume && resume.data && <ResumeCard />}
        {job.applicants && <ApplicantsList applicants={job.applicants} />}
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        question={confirm ? t(`details.${confirm}Confirm`) : ""}
        confirmColor={confirm === "close" ? "red" : undefined}
        onConfirm={() => confirm && run(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Container>
  );
}

function MemberApply(props: {
  job: JobDetails;
  signedIn: boolean;
  hasResume: boolean;
  returnTo: string;
  onApply: () => void;
  onWithdraw: () => void;
}) {
  const { job, signedIn, hasResume, returnTo, onApply, onWithdraw } = props;
  const { t } = useTranslation("jobs");
  if (job.isPoster) return null;
  if (job.hasApplied) {
    return (
      <Alert color="green" variant="light">
        <Stack gap="xs" align="flex-start">
          {t("details.applied")}
          <Button size="compact-md" variant="white" color="red" onClick={onWithdraw}>
            {t("details.withdraw")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!job.canApply) return null;
  if (!signedIn) {
    return (
      <Button component={Link} to={`/login?returnTo=${encodeURIComponent(returnTo)}`} variant="light">
        {t("details.signInToApply")}
      </Button>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={onApply}
        disabled={!hasResume}
        data-testid="apply"
      >
        {t("details.apply")}
      </Button>
      {!hasResume && (
        <Text size="sm" c="orange.8">
          {t("details.needResume")}
        </Text>
      )}
    </Stack>
  );
}
