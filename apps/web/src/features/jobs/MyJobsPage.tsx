import { Text } from "@mantine/core";
import type { MyJob } from "@vv/shared/jobs";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { MyPostRow } from "../boards/MyPostRow";
import { MyPostsPage } from "../boards/MyPostsPage";
import { jobsApi } from "./api";
import { ResumeCard } from "./ResumeCard";

/** /job-updates/mine: the member's posts in every state, and their resume. */
export function MyJobsPage() {
  return (
    <MyPostsPage
      board={jobsApi}
      renderItem={(job) => <MyJobRow key={job.id} job={job} />}
      footer={<ResumeCard />}
    />
  );
}

function MyJobRow({ job }: { job: MyJob }) {
  const { t, i18n } = useTranslation("jobs");
  return (
    <MyPostRow
      ns="jobs"
      to={`/job-updates/${job.id}`}
      title={job.title}
      subtitle={`${job.employer} · ${job.place}`}
      status={job.status}
      rejectedRemark={job.rejectedRemark}
      testId="my-job"
      badges={
        <>
          {job.isClosed && <BoardStatusBadge ns="jobs" state="closed" />}
          {job.isExpired && !job.isClosed && <BoardStatusBadge ns="jobs" state="expired" />}
          <Text size="sm">{t("mine.applicants", { count: job.applicantCount })}</Text>
        </>
      }
      footer={
        <Text size="xs" c="dimmed">
          {t("card.lastDate", { date: formatDate(job.lastDate, i18n.language) })}
        </Text>
      }
    />
  );
}
