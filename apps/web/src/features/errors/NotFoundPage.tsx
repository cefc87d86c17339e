import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";

export function NotFoundPage() {
  const { t } = useTranslation("pages");
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={700} c="maroon.9" aria-hidden>
          404
        </Text>
        <Title order={1} fz={28}>
          {t("notFound.title")}
        </Title>
        <Text c="dimmed">{t("notFound.body")}</Text>
        <Button component={Link} to="/home">
          {t("notFound.home")}
        </Button>
      </Stack>
    </Container>
  );
}
