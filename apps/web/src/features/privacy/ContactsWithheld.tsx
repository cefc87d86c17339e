import { Paper, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "../../lib/i18n";

/** In place of the contact details: why this viewer does not see them (the server's message). */
export function ContactsWithheld({ notice }: { notice: string }) {
  const { t } = useTranslation("profile");
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      component="section"
      data-testid="contacts-withheld"
    >
      <Title order={2} fz={{ base: 19, sm: 21 }} c="maroon.9" mb="sm">
        {t("sections.contacts")}
      </Title>
      <Text size="sm" style={{ display: "flex", gap: 8 }}>
        <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <span>{notice}</span>
      </Text>
    </Paper>
  );
}
