import { Box, Group, Stack, Text } from "@mantine/core";
import type { DashboardBar } from "@vv/shared/dashboard";
import { localNumber } from "@vv/shared/numbers";
import { useTranslation } from "../../lib/i18n";

/**
 * Horizontal bars in plain HTML: the label is real text (Marathi shapes correctly, wraps on a
 * phone), the bar's length is the share of the largest count, and the number is written beside it.
 */
export function BarList({ bars, testId }: { bars: DashboardBar[]; testId: string }) {
  const { i18n } = useTranslation();
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <Stack gap={8} component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid={testId}>
      {bars.map((b) => (
        <Box component="li" key={b.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {b.label}
            </Text>
            <Text size="sm" fw={700}>
              {localNumber(b.count, i18n.language)}
            </Text>
          </Group>
          <Box h={10} bg="gray.1" style={{ borderRadius: 5, overflow: "hidden" }} aria-hidden>
            <Box
              h="100%"
              bg="maroon.7"
              style={{ width: `${(b.count / max) * 100}%`, minWidth: b.count ? 4 : 0, borderRadius: 5 }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
