import { Badge, Button, Card, Container, Group, Pagination, Stack, Text, Title } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { useAdminUser } from "../auth/use-admin";
import { useAdminReports } from "./api";
import { FailedDeliveries } from "./FailedDeliveries";
import { ReportDetailsModal, ReportSummary } from "./ReportDetailsModal";

/** /admin/reports: open reports (oldest first) and decided ones; each opens with its actions. */
export function AdminReportsPage() {
  const { t, i18n } = useTranslation(["safety", "notifications"]);
  const { ready } = useAdminUser();
  const [params] = useSearchParams();
  const [status, setStatus] = useState<"open" | "closed" | "deliveries">(
    params.get("tab") === "deliveries" ? "deliveries" : "open",
  );
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminReports(status === "deliveries" ? "open" : status, page, ready);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const n = (v: number) => localNumber(v, i18n.language);
  return (
    <Container size="md" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("admin.title")}
        </Title>
        <Group gap="xs" role="tablist">
          {(
            [
              ["open", `${t("admin.open")} (${n(data?.counts.open ?? 0)})`],
              ["closed", `${t("admin.closed")} (${n(data?.counts.closed ?? 0)})`],
              ["deliveries", t("notifications:admin.failedTitle")],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              role="tab"
              aria-selected={status === value}
              size="compact-md"
              variant={status === value ? "filled" : "default"}
              onClick={() => {
                setStatus(value);
                setPage(1);
              }}
            >
              {label}
            </Button>
          ))}
        </Group>
        {status === "deliveries" ? (
          ready && <FailedDeliveries />
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Text c="dimmed">{t("admin.empty")}</Text>
        ) : (
          data.items.map((item) => (
            <Card key={item.id} withBorder radius="md" padding="sm" data-testid="report-row">
              <Stack gap="xs">
                <Text fw={700} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
                  {item.profile.fullName}
                  {item.profile.registrationNumber !== null && ` (${n(item.profile.registrationNumber)})`}
                </Text>
                <ReportSummary item={item} />
                <Group justify="space-between">
                  {item.status === "open" && item.openReporters > 1 ? (
                    <Badge color="red" variant="light">
                      {t("admin.openReporters", { n: n(item.openReporters) })}
                    </Badge>
                  ) : (
                    <span />
                  )}
                  <Button size="compact-sm" onClick={() => setOpenId(item.id)} data-testid="report-open">
                    {t("admin.view")}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))
        )}
        {status !== "deliveries" && pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Stack>
      <ReportDetailsModal id={openId} onClose={() => setOpenId(null)} />
    </Container>
  );
}
