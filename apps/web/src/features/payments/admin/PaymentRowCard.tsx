import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { AdminPaymentRow } from "@vv/shared/payments";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/i18n";
import { formatNumber, formatRupees } from "../format";

const COLORS = { SUCCESS: "green", FAILED: "red", PENDING: "orange", INITIATED: "gray" } as const;

/** One ledger row; an open UPI claim offers Confirm and Reject. */
export function PaymentRowCard(props: {
  row: AdminPaymentRow;
  onDecide: (row: AdminPaymentRow, action: "confirm" | "reject") => void;
}) {
  const { t, i18n } = useTranslation("payments");
  const { row } = props;
  const lang = i18n.language;
  const open = row.status === "PENDING" || row.status === "INITIATED";
  return (
    <Paper withBorder radius="md" p="sm" data-testid="payment-row" data-tid={row.transactionId}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
            {row.registrationNumber !== null && (
              <Link to={`/vadhuvar/${row.registrationNumber}`}>
                {formatNumber(row.registrationNumber, lang)}
              </Link>
            )}{" "}
            {row.profileName}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(row.createdAt, lang)} · {t("admin.columns.paidBy")}: {row.userName || "—"} (
            {row.userMobile})
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {formatRupees(row.amount, lang)} · {t(`history.provider.${row.provider}`)} · {row.transactionId}
            {row.reference ? ` · ${t("history.reference", { reference: row.reference })}` : ""}
            {row.providerCode && row.provider !== "upi" ? ` · ${row.providerCode}` : ""}
          </Text>
          {row.remark && (
            <Text size="sm" c="red.8">
              {t("history.remark", { remark: row.remark })}
            </Text>
          )}
        </Stack>
        <Badge color={COLORS[row.status]} variant="light" style={{ textTransform: "none" }}>
          {t(`history.status.${row.status}`)}
        </Badge>
      </Group>
      {row.counted && (
        <Text size="xs" c="green.8" mt={4}>
          {t("admin.counted")}
        </Text>
      )}
      {open && row.provider === "upi" && (
        <Group gap="xs" mt="xs">
          <Button
            size="compact-md"
            color="green.8"
            onClick={() => props.onDecide(row, "confirm")}
            data-testid="confirm-payment"
          >
            {t("admin.confirm")}
          </Button>
          <Button
            size="compact-md"
            color="red"
            variant="outline"
            onClick={() => props.onDecide(row, "reject")}
          >
            {t("admin.reject")}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
