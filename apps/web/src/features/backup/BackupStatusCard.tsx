import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconDatabase } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { BackupStatusResponse } from "@vv/shared/backup";
import { toMarathiDigits } from "@vv/shared/numbers";
import { api } from "../../lib/api";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";

function formatSize(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const text = mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return lang.startsWith("mr") ? toMarathiDigits(text) : text;
}

/** The admin dashboard's backup card: last good backup (time, size), schedule, and a warning. */
export function BackupStatusCard({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation("ops");
  const lang = i18n.language;
  const status = useQuery({
    queryKey: ["admin-backup-status"],
    queryFn: ({ signal }) => api.get<BackupStatusResponse>("/admin/backups/status", signal),
    enabled,
  });
  const data = status.data;
  const num = (n: number) => (lang.startsWith("mr") ? toMarathiDigits(String(n)) : String(n));
  return (
    <Paper withBorder radius="md" p="md" data-testid="backup-status">
      <Stack gap="xs">
        <Title order={2} fz={18}>
          <IconDatabase size={18} aria-hidden style={{ verticalAlign: "-2px", marginInlineEnd: 6 }} />
          {t("backup.title")}
        </Title>
        {status.isError && !data ? (
          <Text size="sm" c="red.8">
            {t("backup.loadFailed")}
          </Text>
        ) : !data ? null : (
          <>
            {data.warning && (
              <Alert
                color={data.warning === "never" ? "yellow" : "red"}
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                data-testid="backup-warning"
              >
                {t(`backup.warning.${data.warning}`, {
                  when: data.lastRun ? formatDateTime(data.lastRun.at, lang) : "",
                  hours: num(data.intervalHours),
                })}
              </Alert>
            )}
            <Text size="sm">
              {data.lastSuccess
                ? t("backup.last", {
                    when: formatDateTime(data.lastSuccess.at, lang),
                    size: formatSize(data.lastSuccess.bytes ?? 0, lang),
                  })
                : t("backup.none")}
            </Text>
            <Text size="sm" c="dimmed">
              {data.intervalHours > 0
                ? t("backup.schedule", { hours: num(data.intervalHours), keep: num(data.keep) })
                : t("backup.noSchedule")}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
