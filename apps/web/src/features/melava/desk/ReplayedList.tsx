import { Stack, Text } from "@mantine/core";
import { useTranslation } from "../../../lib/i18n";

export type Result = { tone: "green" | "yellow" | "red" | "blue"; text: string; at?: string };

/** The answers to check-ins this device kept offline and sent once the network returned. */
export function ReplayedList({ items }: { items: Result[] }) {
  const { t } = useTranslation("melava");
  if (items.length === 0) return null;
  return (
    <Stack gap={2} mt="xs" data-testid="desk-replayed">
      <Text size="sm" fw={600}>
        {t("desk.replayed")}
      </Text>
      {items.map((r) => (
        <Text key={`${r.at}-${r.text}`} size="sm" c={`${r.tone}.9`}>
          {r.text}
        </Text>
      ))}
    </Stack>
  );
}
