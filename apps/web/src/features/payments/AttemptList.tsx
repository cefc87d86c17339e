import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { PaymentAttempt } from "@vv/shared/payments";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { formatRupees } from "./format";

const COLORS = { SUCCESS: "green", FAILED: "red", PENDING: "orange", INITIATED: "gray" } as const;

/** The profile's past attempts: what happened to each, with the committee's remark on a rejection. */
export function AttemptList({ attempts }: { attempts: PaymentAttempt[] }) {
  const { t, i18n } = useTranslation("payments");
  if (attempts.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="attempts">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t("history.title")}
        </Title>
        {attempts.map((a) => (
          <Stack
            key={a.transactionId}
            gap={2}
            pb={6}
            style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
          >
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm">
                {formatDateTime(a.createdAt, i18n.language)} · {t(`history.provider.${a.provider}`)}
              </Text>
              <Badge color={COLORS[a.status]} variant="light" style={{ textTransform: "none" }}>
                {t(`history.status.${a.status}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {formatRupees(a.amount, i18n.language)} · {a.transactionId}
              {a.reference && a.provider === "upi"
                ? ` · ${t("history.reference", { reference: a.reference })}`
                : ""}
            </Text>
            {a.remark && a.status === "FAILED" && (
              <Text size="sm" c="red.8">
                {t("history.remark", { remark: a.remark })}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
