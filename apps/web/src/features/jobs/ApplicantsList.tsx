import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileCv } from "@tabler/icons-react";
import type { JobApplicant } from "@vv/shared/jobs";
import { API_BASE } from "../../lib/base-path";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";

/** The poster's view of who applied, with their resumes; nobody else receives this list. */
export function ApplicantsList({ applicants }: { applicants: JobApplicant[] }) {
  const { t, i18n } = useTranslation("jobs");
  return (
    <Paper withBorder radius="md" p="sm" data-testid="applicants">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t("details.applicants")} ({applicants.length})
        </Title>
        <Text size="xs" c="dimmed">
          {t("details.applicantsPrivate")}
        </Text>
        {applicants.length === 0 ? (
          <Text size="sm">{t("details.noApplicants")}</Text>
        ) : (
          applicants.map((a) => (
            <Group key={a.userId} justify="space-between" gap="xs" wrap="nowrap" data-testid="applicant">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {a.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("details.appliedOn", { date: formatDate(a.appliedAt, i18n.language) })}
                </Text>
              </div>
              {a.resumeUrl ? (
                <Anchor
                  href={`${API_BASE}${a.resumeUrl}`}
                  target="_blank"
                  rel="noopener"
                  style={{ flexShrink: 0 }}
                >
                  <Group gap={4} wrap="nowrap">
                    <IconFileCv size={18} aria-hidden />
                    {t("details.openResume")}
                  </Group>
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("details.noResume")}
                </Text>
              )}
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
