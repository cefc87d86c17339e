import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { AuditEntry } from "@vv/shared/audit";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import type { AuditLine } from "./audit-lines";

/** One entry of the log: what was done to which record, by whom and when, and what changed. */
export function AuditEntryCard({ entry, lines }: { entry: AuditEntry; lines: AuditLine[] }) {
  const { t, i18n } = useTranslation("dashboard");
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="audit-entry">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Badge variant="light" color="maroon">
              {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
            </Badge>
            <Text size="sm" fw={600}>
              {t(`audit.entities.${entry.entityType}`, { defaultValue: entry.entityType })}:{" "}
              {entry.subject ?? `#${entry.entityId}`}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
          </Text>
        </Group>
        <Text size="sm">
          {t("audit.actor")}: {entry.actor ? `${entry.actor.name || entry.actor.mobile}` : t("audit.system")}
        </Text>
        {lines.map((line) => (
          <Text key={line.field} size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {line.label}: {line.before} → {line.after}
          </Text>
        ))}
        {entry.remark && (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {t("audit.remark")}: {entry.remark}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
