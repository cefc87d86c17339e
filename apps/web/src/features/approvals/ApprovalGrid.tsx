import { Checkbox, Paper, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";
import { type ApprovalRow, type ProfileAction, QUEUE_TABS } from "@vv/shared/approvals";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import type { ApprovalQuery, SortKey } from "./api";
import { DuplicateSignals } from "./DuplicateSignals";
import { RowActions } from "./RowActions";
import { PhotoCompare, RowIdentity, RowPhoto, RowStatus } from "./RowParts";
import { waitingFor } from "./waiting";

interface GridProps {
  rows: ApprovalRow[];
  /** Rows chosen for bulk approval (the Pending tab only; undefined: no checkboxes). */
  selection?: { ids: Set<number>; toggle: (id: number) => void; toggleAll: () => void };
  /** The row the keyboard shortcuts act on (queues only). */
  focusedId?: number | null;
  query: ApprovalQuery;
  onSort: (sort: SortKey) => void;
  onAction: (row: ApprovalRow, action: ProfileAction) => void;
  onHistory: (row: ApprovalRow) => void;
}

/** A table from tablet width up; on a phone one card per profile (no sideways scrolling). */
export function ApprovalGrid(props: GridProps) {
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  return wide ? <ApprovalTable {...props} /> : <ApprovalCards {...props} />;
}

/** In the queues: how long the profile or its new photo has waited, in red past 48 hours. */
function Waiting({ row, tab }: { row: ApprovalRow; tab: ApprovalQuery["tab"] }) {
  const { t, i18n } = useTranslation("approvals");
  if (!QUEUE_TABS.includes(tab)) return null;
  const { text, overdue } = waitingFor(row.waitingSince, t, i18n.language);
  return (
    <Text size="xs" fw={overdue ? 700 : 400} c={overdue ? "red.8" : "dimmed"} data-testid="row-waiting">
      {text}
    </Text>
  );
}

function SortHeader({
  label,
  column,
  query,
  onSort,
}: { label: string; column: SortKey } & Pick<GridProps, "query" | "onSort">) {
  const active = query.sort === column;
  const Icon = !active ? IconSelector : query.dir === "asc" ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton
        onClick={() => onSort(column)}
        style={{ display: "inline-flex", gap: 4, alignItems: "center", fontWeight: 700, minHeight: 24 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

const focusStyle = (on: boolean) =>
  on ? { outline: "3px solid var(--mantine-color-blue-6)", outlineOffset: -3 } : undefined;

function SelectBox({ row, selection }: { row: ApprovalRow; selection: NonNullable<GridProps["selection"]> }) {
  const { t } = useTranslation("approvals");
  return (
    <Checkbox
      checked={selection.ids.has(row.id)}
      onChange={() => selection.toggle(row.id)}
      aria-label={t("bulk.select", { name: row.fullName })}
      data-testid="row-select"
    />
  );
}

function ApprovalTable({ rows, query, onSort, onAction, onHistory, focusedId, selection }: GridProps) {
  const { t, i18n } = useTranslation("approvals");
  const photos = query.tab === "photos";
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="approval-grid">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  checked={rows.length > 0 && rows.every((r) => selection.ids.has(r.id))}
                  onChange={selection.toggleAll}
                  aria-label={t("bulk.selectAll")}
                />
              </Table.Th>
            )}
            <Table.Th>{t("columns.photo")}</Table.Th>
            <SortHeader label={t("columns.name")} column="name" query={query} onSort={onSort} />
            <SortHeader label={t("columns.createdAt")} column="createdAt" query={query} onSort={onSort} />
            <Table.Th>{t("columns.status")}</Table.Th>
            <Table.Th>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-testid="approval-row"
              data-regno={row.registrationNumber ?? ""}
              data-row-id={row.id}
              data-focused={row.id === focusedId || undefined}
              aria-current={row.id === focusedId || undefined}
              style={focusStyle(row.id === focusedId)}
            >
              {selection && (
                <Table.Td>
                  <SelectBox row={row} selection={selection} />
                </Table.Td>
              )}
              <Table.Td w={photos ? 200 : 72}>
                {photos ? <PhotoCompare row={row} size={88} /> : <RowPhoto row={row} size={56} />}
              </Table.Td>
              <Table.Td>
                <RowIdentity row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(row.createdAt, i18n.language)}
                <Waiting row={row} tab={query.tab} />
              </Table.Td>
              <Table.Td maw={320}>
                <Stack gap={6}>
                  <RowStatus row={row} tab={query.tab} />
                  <DuplicateSignals duplicates={row.duplicates} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <RowActions row={row} tab={query.tab} onAction={onAction} onHistory={onHistory} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApprovalCards({ rows, query, onAction, onHistory, focusedId, selection }: GridProps) {
  const { i18n } = useTranslation("approvals");
  const photos = query.tab === "photos";
  return (
    <Stack gap="sm" data-testid="approval-grid">
      {rows.map((row) => (
        <Paper
          key={row.id}
          withBorder
          radius="md"
          p="sm"
          component="article"
          data-testid="approval-row"
          data-regno={row.registrationNumber ?? ""}
          data-row-id={row.id}
          data-focused={row.id === focusedId || undefined}
          aria-current={row.id === focusedId || undefined}
          style={focusStyle(row.id === focusedId)}
        >
          <Stack gap="xs">
            <div style={{ display: "flex", gap: 12, alignItems: "flex-start" }}>
              {selection && <SelectBox row={row} selection={selection} />}
              {!photos && <RowPhoto row={row} size={64} />}
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <RowIdentity row={row} />
                <Text size="xs" c="dimmed">
                  {formatDate(row.createdAt, i18n.language)}
                </Text>
                <Waiting row={row} tab={query.tab} />
              </Stack>
            </div>
            {photos && <PhotoCompare row={row} size={120} />}
            <RowStatus row={row} tab={query.tab} />
            <DuplicateSignals duplicates={row.duplicates} />
            <RowActions row={row} tab={query.tab} onAction={onAction} onHistory={onHistory} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
