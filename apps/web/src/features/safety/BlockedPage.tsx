import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { BlockedItem } from "@vv/shared/blocks";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSignedInUser } from "../profiles/use-signed-in";
import { useBlockedList, useUnblock } from "./api";

/** /user/blocked: the member's settings › Blocked — families they blocked, each with Unblock. */
export function BlockedPage() {
  const { t, i18n } = useTranslation(["safety", "notifications"]);
  const { ready } = useSignedInUser();
  const list = useBlockedList();
  const unblock = useUnblock();
  const [target, setTarget] = useState<BlockedItem | null>(null);
  const data = ready ? list.data : undefined;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("blocks.listTitle")}
          </Title>
          <Anchor component={Link} to="/notifications/settings" size="sm">
            {t("notifications:settingsLink")}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {t("blocks.listIntro")}
        </Text>
        {list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Text c="dimmed">{t("blocks.empty")}</Text>
        ) : (
          data.items.map((item) => (
            <Card key={item.profileId} withBorder radius="md" padding="sm" data-testid="blocked-item">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                    {item.fullName}
                  </Text>
                  {item.registrationNumber !== null && (
                    <Text size="sm" c="dimmed">
                      {t("blocks.regNo", { number: localNumber(item.registrationNumber, i18n.language) })}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t("blocks.since", { date: formatDate(item.blockedAt, i18n.language) })}
                  </Text>
                </Stack>
                <Button variant="light" size="compact-sm" onClick={() => setTarget(item)}>
                  {t("blocks.unblock")}
                </Button>
              </Group>
            </Card>
          ))
        )}
      </Stack>
      <ConfirmDialog
        opened={target !== null}
        question={t("blocks.unblockTitle", { name: target?.fullName ?? "" })}
        confirmLabel={t("blocks.unblock")}
        onClose={() => setTarget(null)}
        onConfirm={() =>
          target && unblock.mutateAsync(target.profileId).then((res) => notifySuccess(res.message))
        }
      />
    </Container>
  );
}
