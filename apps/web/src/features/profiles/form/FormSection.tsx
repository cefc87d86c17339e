import { Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n";

/** A titled card of fields: one column on a phone, two from the sm breakpoint. */
export function FormSection({ id, children, extra }: { id: string; children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation("profile");
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-labelledby={`sec-${id}`}
    >
      <Stack gap="md">
        <Title order={2} fz={{ base: 19, sm: 21 }} c="maroon.9" id={`sec-${id}`}>
          {t(`sections.${id}`)}
        </Title>
        {extra}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
