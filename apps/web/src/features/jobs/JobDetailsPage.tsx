import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconPencil, IconSend } from "@tabler/icons-react";
import type { JobDetails } from "@vv/shared/jobs";
import { Link, useLocation, useParams } from "react-router";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useSubmitKey } from "../../lib/submit-key";
import { useSession } from "../auth/session";
import { BoardDetailsFrame, useConfirmedAction } from "../boards/BoardDetailsFrame";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { KindBadge } from "../boards/KindBadge";
import { ApplicantsList } from "./ApplicantsList";
import { jobsApi, useJobAction, useResume } from "./api";
import { ApplyLinks, JobFacts } from "./JobCardView";
import { ResumeCard } from "./ResumeCard";

type Action = "close" | "apply" | "withdraw";

/** /job-updates/:id: the post; its poster also manages it and sees who applied. */
export function JobDetailsPage() {
  const id = Number(useParams().id) || 0;
  const { t, i18n } = useTranslation(["jobs", "common"]);
  const details = jobsApi.useDetails(id);
  const { data: user } = useSession();
  const location = useLocation();
  const resume = useResume(!!user && !!details.data && !details.data.isPoster);
  const action = useJobAction();
  // An application carries a key: "apply" retried after a lost answer is answered once.
  const applyKey = useSubmitKey();
  const actions = useConfirmedAction<Action>(
    "jobs",
    (kind) =>
      action.mutateAsync({
        path: kind === "close" ? `/jobs/${id}/close` : `/jobs/${id}/apply`,
        method: kind === "withdraw" ? "DELETE" : "POST",
        idempotencyKey: kind === "apply" ? applyKey.current() : undefined,
      }),
    () => applyKey.renew(),
  );
  const hasResume = !!resume.data?.resume;

  return (
    <BoardDetailsFrame
      ns="jobs"
      basePath="/job-updates"
      query={details}
      actions={actions}
      dangerous="close"
      below={(job) => (
        <>
          {user && !job.isPoster && job.canApply && !hasResume && resume.data && <ResumeCard />}
          {job.applicants && <ApplicantsList applicants={job.applicants} />}
        </>
      )}
    >
      {(job) => (
        <>
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
              {job.title}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {job.employer}
            </Text>
          </div>
          <Group gap={6}>
            <KindBadge>{job.jobTypeLabel}</KindBadge>
            {(job.isPoster || job.status !== "approved") && <BoardStatusBadge ns="jobs" state={job.status} />}
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
                onClick={() => actions.setConfirm("close")}
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
            onApply={() => actions.setConfirm("apply")}
            onWithdraw={() => actions.setConfirm("withdraw")}
          />
        </>
      )}
    </BoardDetailsFrame>
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
