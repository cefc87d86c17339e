import { Alert, Badge, Group, Pagination, Select, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { APPROVAL_TABS, type ApprovalRow, type ApprovalTab, QUEUE_TABS } from "@vv/shared/approvals";
import { localNumber } from "@vv/shared/numbers";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { ActionConfirm, type PendingAction } from "./ActionConfirm";
import { ApprovalGrid } from "./ApprovalGrid";
import { AuditDrawer } from "./AuditDrawer";
import { type ApprovalQuery, type SortDir, type SortKey, useApprovalList } from "./api";
import { lastPage, nextSort, readQuery, tabDefaults, writeQuery } from "./query-state";
import { useQueueKeys } from "./shortcuts";

const SORT_OPTIONS: Array<{ value: string; key: string }> = [
  { value: "createdAt:desc", key: "sort.newest" },
  { value: "createdAt:asc", key: "sort.oldest" },
  { value: "registrationNumber:asc", key: "sort.regNoAsc" },
  { value: "registrationNumber:desc", key: "sort.regNoDesc" },
  { value: "name:asc", key: "sort.nameAsc" },
  { value: "name:desc", key: "sort.nameDesc" },
];

/**
 * Profile approvals for admins: tabs Pending, Approved,
 * Rejected and "Verify Profile photo" with live counts, 5 rows a page sorted and searched on the
 * server, every action behind the Confirmation dialog, and each profile's history in a drawer.
 */
export function ApprovalsPanel() {
  const { t, i18n } = useTranslation("approvals");
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [search, setSearch] = useState(query.q);
  const [debounced] = useDebouncedValue(search.trim(), 400);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [historyOf, setHistoryOf] = useState<ApprovalRow | null>(null);
  const list = useApprovalList(query);

  const update = (patch: Partial<ApprovalQuery>) =>
    setParams(writeQuery({ ...query, ...patch }), { replace: true, preventScrollReset: true });

  // Typing searches after a pause, from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search text moves the page
  useEffect(() => {
    if (debounced !== query.q) update({ q: debounced, page: 1 });
  }, [debounced]);

  const data = list.data;
  const queue = QUEUE_TABS.includes(query.tab);
  const focusedId = useQueueKeys(
    queue ? data?.items : undefined,
    query.tab,
    (row, action) => setPending({ row, action }),
    pending !== null || historyOf !== null,
  );
  // The last row of the last page was decided: show the page before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the answer only
  useEffect(() => {
    if (data && data.items.length === 0 && query.page > 1 && !list.isPlaceholderData) {
      update({ page: lastPage(data.total, data.pageSize) });
    }
  }, [data, list.isPlaceholderData]);

  return (
    <Stack gap="md" data-testid="approvals-panel">
      <Tabs
        value={query.tab}
        onChange={(value) => value && update({ ...tabDefaults(value as ApprovalTab), q: query.q })}
        keepMounted={false}
        variant="pills"
        radius="md"
      >
        <Tabs.List aria-label={t("tabs.label")} style={{ gap: 6 }}>
          {APPROVAL_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              data-testid={`tab-${tab}`}
              rightSection={
                <Badge
                  size="sm"
                  variant={query.tab === tab ? "white" : "light"}
                  circle={false}
                  data-testid={`count-${tab}`}
                >
                  {data ? localNumber(data.counts[tab], i18n.language) : "…"}
                </Badge>
              }
              style={{ border: "1px solid var(--mantine-color-gray-3)" }}
            >
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={60}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: "1 1 260px", minWidth: 0 }}
          data-testid="approval-search"
        />
        <Select
          label={t("sort.label")}
          data={SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.key) }))}
          value={`${query.sort}:${query.dir}`}
          onChange={(value) => {
            if (!value) return;
            const [sort, dir] = value.split(":") as [SortKey, SortDir];
            update({ sort, dir, page: 1 });
          }}
          allowDeselect={false}
          style={{ flex: "1 1 220px", minWidth: 0 }}
        />
      </Group>

      {list.isError && !data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="approvals-empty">
          {query.q ? t("emptySearch", { q: query.q }) : t("empty")}
        </Alert>
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}>
          {queue && (
            <Text size="xs" c="dimmed" data-testid="queue-keys">
              {t("queue.keys")}
            </Text>
          )}
          <ApprovalGrid
            focusedId={focusedId}
            rows={data.items}
            query={query}
            onSort={(sort) => update({ ...nextSort(query, sort), page: 1 })}
            onAction={(row, action) => setPending({ row, action })}
            onHistory={setHistoryOf}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t("shown", {
                from: (data.page - 1) * data.pageSize + 1,
                to: (data.page - 1) * data.pageSize + data.items.length,
                total: data.total,
              })}
            </Text>
            {data.total > data.pageSize && (
              <Pagination
                total={lastPage(data.total, data.pageSize)}
                value={query.page}
                onChange={(page) => update({ page })}
                size="sm"
                siblings={0}
                boundaries={1}
              />
            )}
          </Group>
        </Stack>
      )}

      <ActionConfirm pending={pending} onClose={() => setPending(null)} />
      <AuditDrawer row={historyOf} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
