import { Alert, Anchor, Badge, Button, Divider, Group, Modal, Stack, Text } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { REPORT_ACTIONS, REPORT_LIMITS, type ReportAction, type ReportItem } from "@vv/shared/reports";
import { ROW_STATUS } from "@vv/shared/statuses";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useAdminReport, useDecideReport } from "./api";

export function ReportSummary({ item }: { item: ReportItem }) {
  const { t, i18n } = useTranslation("safety");
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={700}>{t(`reports.reasons.${item.reason}`)}</Text>
        <Badge variant="light" color={item.status === "open" ? "orange" : "gray"} style={{ flexShrink: 0 }}>
          {item.reference}
        </Badge>
      </Group>
      {item.details && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {item.details}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t("admin.reportedOn", { date: formatDateTime(item.createdAt, i18n.language) })} ·{" "}
        {t("admin.reporter")}: {item.reporter.name} ({item.reporter.mobile})
      </Text>
      {item.outcome && (
        <Text size="sm">
          {t("admin.outcome")}: {t(`notifications:outcomes.${item.outcome}`)}
          {item.remark ? ` — ${item.remark}` : ""}
        </Text>
      )}
    </Stack>
  );
}

/** One report for the committee: the report, the profile and its account, other reports, actions. */
export function ReportDetailsModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(["safety", "notifications"]);
  const details = useAdminReport(id);
  const decide = useDecideReport();
  const [action, setAction] = useState<ReportAction | null>(null);
  const data = details.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={t("admin.title")} size="lg" centered>
      {details.isError ? (
        <LoadFailed onRetry={() => void details.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <Stack gap="sm" data-testid="report-details">
          <ReportSummary item={data.report} />
          <Divider />
          <Text size="sm">
            {t("admin.profile")}:{" "}
            <Anchor component={Link} to={`/vadhuvar/${data.report.profile.slug}`}>
              {data.report.profile.fullName}
            </Anchor>
            {data.report.profile.rowStatus === ROW_STATUS.inactive && ` (${t("admin.inactive")})`}
          </Text>
          <Text size="sm">
            {t("admin.member")}: {data.member.name} ({data.member.mobile})
            {data.member.rowStatus === ROW_STATUS.inactive && ` (${t("admin.inactive")})`}
          </Text>
          <Text size="sm" c="dimmed">
            {t("admin.openReporters", { n: localNumber(data.report.openReporters, i18n.language) })} ·{" "}
            {t("admin.reporterReports", { n: localNumber(data.reporterReports, i18n.language) })}
          </Text>
          <Divider label={t("admin.earlier")} labelPosition="left" />
          {data.earlier.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("admin.noEarlier")}
            </Text>
          ) : (
            data.earlier.map((e) => <ReportSummary key={e.id} item={e} />)
          )}
          {data.report.status === "open" ? (
            <Group gap="xs" mt="sm">
              {REPORT_ACTIONS.map((a) => (
                <Button
                  key={a}
                  size="compact-sm"
                  variant={a === "dismiss" ? "default" : "light"}
                  color={a === "dismiss" ? undefined : "red"}
                  onClick={() => setAction(a)}
                  data-testid={`report-action-${a}`}
                >
                  {t(`admin.actions.${a}`)}
                </Button>
              ))}
            </Group>
          ) : (
            <Alert variant="light" color="gray">
              {t("admin.outcome")}:{" "}
              {data.report.outcome && t(`notifications:outcomes.${data.report.outcome}`)}
            </Alert>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={action !== null}
        question={action ? t(`admin.questions.${action}`) : ""}
        remark={{ required: true, maxLength: REPORT_LIMITS.remark, label: t("admin.remark") }}
        confirmLabel={action ? t(`admin.actions.${action}`) : undefined}
        confirmColor={action === "dismiss" ? undefined : "red"}
        onClose={() => setAction(null)}
        onConfirm={(remark) =>
          action &&
          id !== null &&
          decide.mutateAsync({ id, action, remark }).then((res) => {
            notifySuccess(res.message);
            onClose();
          })
        }
      />
    </Modal>
  );
}
