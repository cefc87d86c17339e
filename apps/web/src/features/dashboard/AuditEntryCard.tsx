import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { AuditEntry } from "@vv/shared/audit";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format-date";

const short = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text === undefined ? "—" : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** "field: before → after" for each field the change touched. */
function changes(before: unknown, after: unknown): string[] {
  const b = before && typeof before === "object" ? (before as Record<string, unknown>) : {};
  const a = after && typeof after === "object" ? (after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((k) => `${k}: ${short(b[k] ?? null)} → ${short(a[k] ?? null)}`);
}

export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
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
              {t(`audit.entities.${entry.entityType}`, { defaultValue: entry.entityType })} #{entry.entityId}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
          </Text>
        </Group>
        <Text size="sm">
          {t("audit.actor")}: {entry.actor ? `${entry.actor.name || entry.actor.mobile}` : t("audit.system")}
        </Text>
        {changes(entry.before, entry.after).map((line) => (
          <Text key={line} size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {line}
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
