import { Badge, Card, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { failedDeliveryListSchema } from "@vv/shared/notifications";
import type { z } from "zod";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { api } from "../../lib/api";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";

type FailedList = z.infer<typeof failedDeliveryListSchema>;

/** SMS/WhatsApp notifications that failed after every retry (the dashboard's count opens this). */
export function FailedDeliveries() {
  const { t, i18n } = useTranslation("notifications");
  const list = useQuery({
    queryKey: ["admin", "deliveries"] as const,
    queryFn: ({ signal }) => api.get<FailedList>("/admin/notification-deliveries", signal),
  });
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading />;
  if (list.data.items.length === 0) return <Text c="dimmed">{t("admin.failedEmpty")}</Text>;
  return (
    <Stack gap="sm">
      {list.data.items.map((d) => (
        <Card key={d.id} withBorder radius="md" padding="sm" data-testid="failed-delivery">
          <Stack gap={2}>
            <Text fw={700}>
              {t(`types.${d.type}.title`)}{" "}
              <Badge variant="light" color="red">
                {t(`preferences.${d.channel}`)}
              </Badge>
            </Text>
            <Text size="sm">
              {t("admin.member")}: {d.userName} ({d.mobile})
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {t("admin.error")}: {d.lastError} · {t("admin.attempts")}: {d.attempts}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(d.createdAt, i18n.language)}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
