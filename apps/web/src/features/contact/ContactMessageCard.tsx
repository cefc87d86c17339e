import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMail, IconMailOpened } from "@tabler/icons-react";
import type { ContactMessageView } from "@vv/shared/contact";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";

function contactHref(value: string): string {
  if (value.includes("@")) return `mailto:${value}`;
  return `tel:${value.replace(/[^\d+]/g, "")}`;
}

interface Props {
  item: ContactMessageView;
  busy: boolean;
  onToggle: (read: boolean) => void;
}

/** One message in the committee's inbox: who, how to reply, when, what; read or not. */
export function ContactMessageCard({ item, busy, onToggle }: Props) {
  const { t, i18n } = useTranslation("contact");
  const unread = item.readAt === null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      data-testid="contact-message"
      data-unread={unread}
      style={unread ? { borderLeft: "4px solid var(--mantine-color-maroon-7)" } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
            {item.fullName}
          </Text>
          <Badge color={unread ? "maroon" : "gray"} variant={unread ? "filled" : "light"}>
            {unread ? t("admin.unread") : t("admin.read")}
          </Badge>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {t("admin.contact")}:{" "}
            <Anchor href={contactHref(item.mobileOrEmail)} style={{ overflowWrap: "anywhere" }}>
              {item.mobileOrEmail}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
          </Text>
        </Group>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {t("admin.subject")}: {item.subject}
        </Text>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{item.message}</Text>
        <Group justify="space-between" gap="xs" mt={4}>
          <Text size="xs" c="dimmed">
            {item.readAt && item.readBy
              ? `${t("admin.readBy", { name: item.readBy })} · ${formatDateTime(item.readAt, i18n.language)}`
              : ""}
          </Text>
          <Button
            size="compact-md"
            variant={unread ? "filled" : "default"}
            leftSection={
              unread ? <IconMailOpened size={16} aria-hidden /> : <IconMail size={16} aria-hidden />
            }
            loading={busy}
            onClick={() => onToggle(unread)}
            data-testid={unread ? "mark-read" : "mark-unread"}
          >
            {unread ? t("admin.markRead") : t("admin.markUnread")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
