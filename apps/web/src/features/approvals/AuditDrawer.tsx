import { Alert, Drawer, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowRight } from "@tabler/icons-react";
import { type ApprovalRow, type AuditEntry, PROFILE_ACTIONS } from "@vv/shared/approvals";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { CreationTrace } from "../compliance/CreationTrace";
import { useAudit } from "./api";
import { auditChanges } from "./audit-format";

/** A profile's decisions, newest first: who, what, when, before → after, remark. */
export function AuditDrawer({ row, onClose }: { row: ApprovalRow | null; onClose: () => void }) {
  const { t } = useTranslation("approvals");
  const audit = useAudit(row?.id ?? null);
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size={wide ? "md" : "100%"}
      title={row ? t("audit.title", { name: row.fullName }) : ""}
      data-testid="audit-drawer"
      styles={{ title: { fontWeight: 700, overflowWrap: "anywhere" } }}
    >
      {row && (
        <Stack mb="sm">
          <CreationTrace kind="profile" id={row.id} />
        </Stack>
      )}
      {audit.isError ? (
        <LoadFailed onRetry={() => void audit.refetch()} />
      ) : !audit.data ? (
        <Loading />
      ) : audit.data.items.length === 0 ? (
        <Alert variant="light" color="gray">
          {t("audit.empty")}
        </Alert>
      ) : (
        <Stack gap="sm">
          {audit.data.items.map((entry) => (
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation("approvals");
  const lang = i18n.language;
  // The remark is shown once, below; the remark columns it filled need no second line.
  const changes = auditChanges(entry.before, entry.after, t, (iso) => formatDateTime(iso, lang)).filter(
    (c) => !(REMARK_FIELDS.has(c.field) && entry.remark && entry.after?.[c.field] === entry.remark),
  );
  const known = [...PROFILE_ACTIONS, "notDuplicate"].includes(entry.action);
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="audit-entry">
      <Group justify="space-between" gap="xs" align="baseline">
        <Text fw={700}>{known ? t(`done.${entry.action}`) : entry.action}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(entry.createdAt, lang)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t("audit.by", { name: entry.actorName || t("audit.unknownActor") })}
      </Text>
      {changes.length > 0 && (
        <Table mt={6} fz="sm" withRowBorders={false} verticalSpacing={2} horizontalSpacing={4}>
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr key={c.field}>
                <Table.Td c="dimmed" style={{ verticalAlign: "top" }}>
                  {c.label}
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  {c.before} <IconArrowRight size={12} aria-label="→" style={{ verticalAlign: "middle" }} />{" "}
                  <strong>{c.after}</strong>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {entry.remark && (
        <Text size="sm" mt={6} style={{ overflowWrap: "anywhere" }}>
          <Text span fw={600}>
            {t("audit.remark")}:
          </Text>{" "}
          {entry.remark}
        </Text>
      )}
    </Paper>
  );
}

const REMARK_FIELDS = new Set(["rejected_remark", "photo_remark"]);
