import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown when a page chunk fails to load (often a dropped connection) or a page throws. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center">
        <Title order={2}>{t("errors.failedToLoad")}</Title>
        <Text c="dimmed">{t("errors.internal")}</Text>
        <Button onClick={() => window.location.reload()}>{t("actions.retry")}</Button>
      </Stack>
    </Container>
  );
}
