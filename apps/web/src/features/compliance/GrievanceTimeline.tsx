import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { GrievanceStatus, GrievanceView } from "@vv/shared/grievance";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";

const COLORS: Record<GrievanceStatus, string> = {
  received: "gray",
  acknowledged: "blue",
  in_review: "yellow",
  resolved: "green",
  rejected: "dark",
};

export function StatusBadge({ status }: { status: GrievanceStatus }) {
  const { t } = useTranslation("compliance");
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="grievance-status">
      {t(`grievance.statuses.${status}`)}
    </Badge>
  );
}

/** A complaint as its complainant sees it: status, dates, and what the Grievance Officer did. */
export function GrievanceTimeline({ grievance }: { grievance: GrievanceView }) {
  const { t, i18n } = useTranslation("compliance");
  const lang = i18n.language;
  return (
    <Paper withBorder radius="md" p="md" data-testid="grievance-view">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} ff="monospace">
            {grievance.reference}
          </Text>
          <StatusBadge status={grievance.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`grievance.categories.${grievance.category}`)} ·{" "}
          {t("grievance.filedOn", { date: formatDateTime(grievance.createdAt, lang) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {grievance.description}
        </Text>
        <Text size="sm">
          {t("grievance.ackDue", { date: formatDateTime(grievance.ackDueAt, lang) })} ·{" "}
          {t("grievance.resolveDue", { date: formatDateTime(grievance.resolveDueAt, lang) })}
        </Text>
        <Title order={3} fz="md" mt="xs">
          {t("grievance.history")}
        </Title>
        {grievance.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("grievance.noHistory")}
          </Text>
        ) : (
          grievance.events.map((e) => (
            <Paper key={`${e.createdAt}-${e.kind}-${e.message.slice(0, 10)}`} bg="gray.0" p="xs" radius="sm">
              <Text size="xs" c="dimmed">
                {formatDateTime(e.createdAt, lang)}
              </Text>
              {e.kind === "status" && e.status ? (
                <Text size="sm" fw={600}>
                  {t("grievance.statusChanged", { status: t(`grievance.statuses.${e.status}`) })}
                </Text>
              ) : (
                <>
                  <Text size="sm" fw={600}>
                    {t("grievance.reply")}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {e.message}
                  </Text>
                </>
              )}
            </Paper>
          ))
        )}
      </Stack>
    </Paper>
  );
}
