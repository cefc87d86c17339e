import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { useConfirmByLink } from "./api";

/**
 * /still-looking/{token}: the page the "still looking?" SMS, WhatsApp message or notification opens.
 * Opening it changes nothing (link previews fetch pages); one tap on the button confirms. It needs
 * no sign-in and signs nobody in.
 */
export function StillLookingPage() {
  const { t } = useTranslation("listing");
  const { token = "" } = useParams();
  const confirm = useConfirmByLink();
  const failed =
    confirm.error instanceof ApiError ? confirm.error.message : confirm.error ? t("link.failed") : null;
  return (
    <Container size="xs" px="sm" py="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md" data-testid="still-looking">
          <Title order={1} fz={{ base: 22, sm: 28 }} c="maroon.9">
            {t("link.title")}
          </Title>
          {confirm.data ? (
            <Text fw={600} c="green.9" data-testid="still-looking-done" role="status">
              {t("link.done", { name: confirm.data.firstName })}
            </Text>
          ) : failed ? (
            <Text c="red.8" data-testid="still-looking-failed" role="alert">
              {failed}
            </Text>
          ) : (
            <>
              <Text>{t("link.body")}</Text>
              <Button
                size="lg"
                color="green.8"
                leftSection={<IconCheck size={20} aria-hidden />}
                loading={confirm.isPending}
                onClick={() => confirm.mutate(token)}
                data-testid="still-looking-confirm"
              >
                {t("link.confirm")}
              </Button>
            </>
          )}
          <Button component={Link} to="/user/my-profile" variant="subtle">
            {t("link.toMyProfile")}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
