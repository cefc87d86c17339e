import { Group, Text } from "@mantine/core";
import type { AdminJobItem } from "@vv/shared/jobs";
import { useTranslation } from "../../lib/i18n";
import { BoardReviewPage } from "../boards/BoardReviewPage";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { KindBadge } from "../boards/KindBadge";
import { ReviewedPost } from "../boards/ReviewedPost";
import { ApplyLinks, JobFacts } from "./JobCardView";

/** /admin/jobs: the committee approves or rejects members' job posts. */
export function AdminJobsPage() {
  return (
    <BoardReviewPage<AdminJobItem>
      ns="jobs"
      endpoint="/admin/jobs"
      renderItem={(job) => <ReviewedJob job={job} />}
    />
  );
}

function ReviewedJob({ job }: { job: AdminJobItem }) {
  const { t } = useTranslation("jobs");
  return (
    <ReviewedPost
      ns="jobs"
      rejectedRemark={job.rejectedRemark}
      postedBy={t("admin.postedBy", { name: job.posterName, mobile: job.posterMobile })}
      createdAt={job.createdAt}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" c="maroon.9" style={{ overflowWrap: "anywhere" }}>
            {job.title}
          </Text>
          <Text size="sm" c="dimmed">
            {job.employer}
          </Text>
        </div>
        <Group gap={4}>
          <KindBadge>{job.jobTypeLabel}</KindBadge>
          {job.isClosed && <BoardStatusBadge ns="jobs" state="closed" />}
          {job.isExpired && <BoardStatusBadge ns="jobs" state="expired" />}
        </Group>
      </Group>
      <JobFacts job={job} />
      {job.description && (
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} lineClamp={6}>
          {job.description}
        </Text>
      )}
      <ApplyLinks job={job} />
    </ReviewedPost>
  );
}
