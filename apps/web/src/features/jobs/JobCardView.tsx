import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCalendar, IconMail, IconMapPin, IconPhone, IconSchool, IconWorld } from "@tabler/icons-react";
import type { JobCard } from "@vv/shared/jobs";
import { Link } from "react-router";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { ContactButton } from "../boards/ContactButton";
import { formatAmount, telHref } from "../boards/format";

export function salaryText(
  job: Pick<JobCard, "salaryMin" | "salaryMax">,
  t: (k: string, v?: Record<string, string>) => string,
  lang: string,
) {
  const min = job.salaryMin !== null ? formatAmount(job.salaryMin, lang) : null;
  const max = job.salaryMax !== null ? formatAmount(job.salaryMax, lang) : null;
  if (min && max) return min === max ? `₹${min}` : t("card.salaryRange", { min, max });
  if (min) return t("card.salaryFrom", { min });
  if (max) return t("card.salaryUpTo", { max });
  return null;
}

/** How to apply: tap to call, write or open the link. */
export function ApplyLinks({ job }: { job: Pick<JobCard, "applyPhone" | "applyEmail" | "applyUrl"> }) {
  const { t } = useTranslation("jobs");
  return (
    <Group gap="xs">
      {job.applyPhone && (
        <ContactButton href={telHref(job.applyPhone)} icon={<IconPhone size={16} aria-hidden />}>
          {t("card.call")} {job.applyPhone}
        </ContactButton>
      )}
      {job.applyEmail && (
        <ContactButton
          href={`mailto:${job.applyEmail}`}
          icon={<IconMail size={16} aria-hidden />}
          style={{ maxWidth: "100%" }}
        >
          <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{job.applyEmail}</span>
        </ContactButton>
      )}
      {job.applyUrl && (
        <ContactButton href={job.applyUrl} icon={<IconWorld size={16} aria-hidden />} external="nofollow">
          {t("card.website")}
        </ContactButton>
      )}
    </Group>
  );
}

export function JobFacts({ job }: { job: JobCard }) {
  const { t, i18n } = useTranslation("jobs");
  const salary = salaryText(job, (k, v) => t(k, v ?? {}), i18n.language);
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{job.place}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconSchool size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{job.qualification}</Text>
      </Group>
      {salary && (
        <Text size="sm" fw={600}>
          {salary}
        </Text>
      )}
      <Group gap={6} wrap="nowrap">
        <IconCalendar size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="red.8" fw={600}>
          {t("card.lastDate", { date: formatDate(job.lastDate, i18n.language) })}
        </Text>
      </Group>
    </Stack>
  );
}

/** One post on the board: what, who, where, for whom, how much, until when, how to apply. */
export function JobCardView({ job }: { job: JobCard }) {
  const { t, i18n } = useTranslation("jobs");
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="job-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/job-updates/${job.id}`}
              fw={700}
              fz="lg"
              c="maroon.9"
              style={{ overflowWrap: "anywhere" }}
            >
              {job.title}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {job.employer}
            </Text>
          </div>
          <Badge variant="light" color="saffron" radius="sm" style={{ flexShrink: 0, textTransform: "none" }}>
            {job.jobTypeLabel}
          </Badge>
        </Group>
        <JobFacts job={job} />
        <ApplyLinks job={job} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t("card.posted", { date: formatDate(job.postedAt, i18n.language) })}
          </Text>
          <Anchor component={Link} to={`/job-updates/${job.id}`} size="sm">
            {t("card.details")}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
