import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import {
  GRIEVANCE_ADMIN_PAGE_SIZE,
  GRIEVANCE_STATUSES,
  GRIEVANCE_TABS,
  type GrievanceAdminRow,
  type GrievanceStatus,
  LIMITS_GRIEVANCE,
} from "@vv/shared/grievance";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { API_BASE } from "../../lib/base-path";
import { useTranslation } from "../../lib/i18n";
import { useAdminUser } from "../auth/use-admin";
import { AdminNav } from "../site-admin/AdminNav";
import { GrievanceTimeline } from "./GrievanceTimeline";
import { useAdminGrievances, useGrievanceAction } from "./grievance-api";

function ActionForm({ row }: { row: GrievanceAdminRow }) {
  const { t } = useTranslation("compliance");
  const action = useGrievanceAction(row.id);
  const [status, setStatus] = useState<GrievanceStatus | null>(null);
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await action.mutateAsync({ ...(status ? { status } : {}), reply });
      setReply("");
      setStatus(null);
    } catch (e) {
      if (e instanceof ApiError) setError(e.fields.reply ?? e.message);
    }
  };
  return (
    <Stack gap="xs">
      <Select
        label={t("grievance.admin.newStatus")}
        data={GRIEVANCE_STATUSES.filter((s) => s !== row.status).map((s) => ({
          value: s,
          label: t(`grievance.statuses.${s}`),
        }))}
        value={status}
        onChange={(v) => setStatus(v as GrievanceStatus | null)}
        clearable
        comboboxProps={{ withinPortal: true }}
        data-testid="grievance-new-status"
      />
      <Textarea
        label={t("grievance.admin.replyLabel")}
        value={reply}
        onChange={(e) => setReply(e.currentTarget.value)}
        maxLength={LIMITS_GRIEVANCE.reply}
        autosize
        minRows={2}
        error={error}
        data-testid="grievance-reply"
      />
      <Group justify="flex-end">
        <Button onClick={save} loading={action.isPending} data-testid="grievance-save">
          {t("grievance.admin.save")}
        </Button>
      </Group>
    </Stack>
  );
}

function AdminCard({ row }: { row: GrievanceAdminRow }) {
  const { t } = useTranslation("compliance");
  const overdue = row.ackOverdue || row.resolveOverdue;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={overdue ? { borderColor: "var(--mantine-color-red-7)", borderWidth: 2 } : undefined}
      data-testid="admin-grievance"
      data-overdue={overdue ? "yes" : "no"}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          {row.ackOverdue && <Badge color="red">{t("grievance.admin.ackOverdue")}</Badge>}
          {row.resolveOverdue && <Badge color="red">{t("grievance.admin.resolveOverdue")}</Badge>}
        </Group>
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {t("grievance.admin.from", { name: row.name, mobile: row.mobile })}
          {row.email ? ` · ${row.email}` : ""}
        </Text>
        {row.profileRef && <Text size="sm">{t("grievance.admin.profileRef", { ref: row.profileRef })}</Text>}
        {row.hasAttachment && (
          <Anchor href={`${API_BASE}/admin/grievances/${row.id}/attachment`} target="_blank" size="sm">
            {t("grievance.admin.attachment")}
          </Anchor>
        )}
        <GrievanceTimeline grievance={row} />
        <ActionForm row={row} />
      </Stack>
    </Paper>
  );
}

/** /admin/grievances: the complaints queue with due dates; overdue ones stand out. */
export function AdminGrievancesPage() {
  const { t, i18n } = useTranslation("compliance");
  const { ready } = useAdminUser();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<string>(params.get("tab") === "overdue" ? "overdue" : "open");
  const [page, setPage] = useState(1);
  const list = useAdminGrievances(tab, page);
  const data = list.data;
  return (
    <Container size="md" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <AdminNav />
        <Title order={1} c="maroon.9" fz={{ base: 26, sm: 32 }}>
          {t("grievance.admin.title")}
        </Title>
        <Text c="dimmed">{t("grievance.admin.intro")}</Text>
        <Tabs
          value={tab}
          onChange={(v) => {
            setTab(v ?? "open");
            setPage(1);
          }}
        >
          <Tabs.List>
            {GRIEVANCE_TABS.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`grievance-tab-${key}`}>
                {t(`grievance.admin.tabs.${key}`)}
                {data && (key === "open" || key === "overdue")
                  ? ` (${localNumber(data.counts[key], i18n.language)})`
                  : ""}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {!ready || (!data && !list.isError) ? (
          <Loading />
        ) : list.isError && !data ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed">{t("grievance.admin.empty")}</Text>
        ) : (
          data?.items.map((row) => <AdminCard key={row.id} row={row} />)
        )}
        {data && data.total > GRIEVANCE_ADMIN_PAGE_SIZE && (
          <Pagination
            total={Math.ceil(data.total / GRIEVANCE_ADMIN_PAGE_SIZE)}
            value={page}
            onChange={setPage}
          />
        )}
      </Stack>
    </Container>
  );
}
