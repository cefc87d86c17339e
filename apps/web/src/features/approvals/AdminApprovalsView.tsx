import { Container, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import { ApprovalsPanel } from "./ApprovalsPanel";

/** An admin's /user/my-profile: the approvals screen, then any profiles the admin registered. */
export function AdminApprovalsView({
  createButton,
  ownProfiles,
}: {
  createButton: ReactNode;
  ownProfiles: ReactNode;
}) {
  const { t } = useTranslation("approvals");
  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("title")}
          </Title>
          {createButton}
        </Group>
        <ApprovalsPanel />
        {ownProfiles && (
          <Stack gap="sm" mt="lg">
            <Title order={2} fz={{ base: 20, sm: 24 }} c="maroon.9">
              {t("ownTitle")}
            </Title>
            {ownProfiles}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
