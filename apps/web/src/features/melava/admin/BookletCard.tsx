import { Button, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MelavaBookletStatus } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { ApiError, api } from "../../../lib/api";
import { apiFile } from "../../../lib/api-file";
import { formatDateTime } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";

const key = (id: number) => ["melava", "booklet", id] as const;

/** The printed booklet: build it in the background, watch the progress, download the print PDF. */
export function BookletCard({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const client = useQueryClient();
  const status = useQuery({
    queryKey: key(eventId),
    queryFn: ({ signal }) => api.get<MelavaBookletStatus>(`/admin/melava/${eventId}/booklet`, signal),
    refetchInterval: (q) => (q.state.data?.status === "running" ? 1500 : false),
  });
  const build = useMutation({
    mutationFn: () => api.post<MelavaBookletStatus>(`/admin/melava/${eventId}/booklet`, {}),
    onSuccess: (data) => client.setQueryData(key(eventId), data),
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("common:errors.network")),
  });
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      const pdf = await apiFile(`/admin/melava/${eventId}/booklet.pdf`);
      const url = URL.createObjectURL(pdf.bytes);
      const link = document.createElement("a");
      link.href = url;
      link.download = pdf.filename ?? `booklet-${eventId}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
    } finally {
      setDownloading(false);
    }
  }
  const data = status.data;
  const running = data?.status === "running";
  const n = (v: number) => localNumber(v, lang);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      data-testid="melava-booklet"
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("booklet.admin.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("booklet.admin.hint")}
        </Text>
        {running && (
          <>
            <Progress
              value={data.total ? (100 * data.done) / data.total : 5}
              animated
              aria-label={t("booklet.admin.title")}
            />
            <Text size="sm" aria-live="polite">
              {t("booklet.admin.building", { done: n(data.done), total: n(data.total) })}
            </Text>
          </>
        )}
        {data?.status === "failed" && <Text c="red.8">{t("booklet.admin.failed")}</Text>}
        {data?.status === "none" && <Text>{t("booklet.admin.none")}</Text>}
        {data?.ready && (
          <Text size="sm" data-testid="melava-booklet-ready">
            {t("booklet.admin.ready", {
              time: formatDateTime(data.ready.finishedAt, lang),
              size: localNumber((data.ready.bytes / 1_048_576).toFixed(1), lang),
            })}
          </Text>
        )}
        <Group gap="sm">
          <Button
            onClick={() => build.mutate()}
            loading={build.isPending}
            disabled={running}
            data-testid="melava-booklet-build"
          >
            {data?.ready ? t("booklet.admin.rebuild") : t("booklet.admin.build")}
          </Button>
          {data?.ready && (
            <Button
              variant="outline"
              loading={downloading}
              onClick={() => void download()}
              leftSection={<IconDownload size={16} aria-hidden />}
              data-testid="melava-booklet-download"
            >
              {t("booklet.admin.download")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
