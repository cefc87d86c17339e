import { List, Stack, Text } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { useTranslation } from "../../../lib/i18n";
import type { Queued, QueuedWalkIn } from "./offline";

/** What this device keeps for the network: counts, and each walk-in family by name. */
export function PendingList({ items }: { items: Queued[] }) {
  const { t, i18n } = useTranslation("melava");
  if (items.length === 0) return null;
  const n = (v: number) => localNumber(v, i18n.language);
  const walkIns = items.filter((i): i is QueuedWalkIn => i.kind === "walkIn");
  return (
    <Stack gap={4} data-testid="desk-pending">
      <Text fw={700} c="blue.9">
        {t("desk.pending", { checkIns: n(items.length - walkIns.length), walkIns: n(walkIns.length) })}
      </Text>
      {walkIns.length > 0 && (
        <List size="sm" data-testid="desk-pending-walkins">
          {walkIns.map((w) => (
            <List.Item key={w.key}>
              {t("desk.pendingWalkIn", {
                name: w.name,
                series: w.body.gender === 2 ? t("onspot.bride") : t("onspot.groom"),
              })}
              {w.body.receiptNumber
                ? ` · ${t("desk.pendingReceipt", { receipt: w.body.receiptNumber })}`
                : ""}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
