import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Pagination,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { toLanguage } from "@vv/shared/i18n";
import type { NotificationItem } from "@vv/shared/notifications";
import { localNumber } from "@vv/shared/numbers";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useSignedInUser } from "../profiles/use-signed-in";
import { relanguagePush } from "../push/browser";
import { useMarkRead, useNotifications } from "./api";
import { notificationText } from "./text";

function NotificationCard({ item, onRead }: { item: NotificationItem; onRead: () => void }) {
  const { t, i18n } = useTranslation("notifications");
  const { title, body } = notificationText(t, item, i18n.language);
  const unread = item.readAt === null;
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      bg={unread ? "saffron.0" : undefined}
      data-testid="notification"
      data-type={item.type}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} c="maroon.9">
            {title}
          </Text>
          {unread && (
            <Badge color="maroon" variant="light" style={{ flexShrink: 0 }}>
              {t("new")}
            </Badge>
          )}
        </Group>
        <Text size="sm">{body}</Text>
        {item.params.remark && (
          <Text size="sm" c="dimmed">
            {t("remark", {
              // A reason from the committee's bilingual list came with its Marathi words.
              remark: (i18n.language.startsWith("mr") && item.params.remarkMr) || item.params.remark,
            })}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt, i18n.language)}
          </Text>
          <Group gap="xs">
            {item.link && (
              <Anchor component={Link} to={item.link} size="sm" onClick={unread ? onRead : undefined}>
                {t("open")}
              </Anchor>
            )}
            {unread && (
              <Button size="compact-sm" variant="subtle" onClick={onRead}>
                {t("markRead")}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** /notifications: the member's notifications, newest first, 20 a page; mark read, mark all read. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation("notifications");
  const { ready } = useSignedInUser();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotifications(page, unreadOnly);
  const mark = useMarkRead();
  // A language switched since this device allowed notifications: the next ones follow it.
  useEffect(() => {
    if (ready) void relanguagePush(toLanguage(i18n.language)).catch(() => undefined);
  }, [ready, i18n.language]);
  const data = ready ? list.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("title")}
          </Title>
          <Anchor component={Link} to="/notifications/settings" size="sm">
            {t("settingsLink")}
          </Anchor>
        </Group>
        <Group justify="space-between">
          <Checkbox
            label={t("unreadOnly")}
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.currentTarget.checked);
              setPage(1);
            }}
          />
          {data && data.unread > 0 && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t("unreadCount", { n: localNumber(data.unread, i18n.language) })}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => mark.mutate("all")}
                loading={mark.isPending}
              >
                {t("markAllRead")}
              </Button>
            </Group>
          )}
        </Group>
        {list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Text c="dimmed">{t("empty")}</Text>
        ) : (
          <Stack gap="sm">
            {data.items.map((item) => (
              <NotificationCard key={item.id} item={item} onRead={() => mark.mutate(item.id)} />
            ))}
          </Stack>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
