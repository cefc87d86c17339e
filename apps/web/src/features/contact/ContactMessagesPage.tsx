import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { CONTACT_FILTERS, type ContactFilter } from "@vv/shared/contact";
import { Link, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useAdminUser } from "../auth/use-admin";
import { useContactMessages, useMarkRead } from "./api";
import { ContactMessageCard } from "./ContactMessageCard";

/** /get-contact-us ("Contact messages (admin)"): unread first, newest first, paged. */
export function ContactMessagesPage() {
  const { t } = useTranslation("contact");
  const { ready } = useAdminUser({ visitorTo: "/login" });
  const [params, setParams] = useSearchParams();
  const filter: ContactFilter = params.get("filter") === "unread" ? "unread" : "all";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const messages = useContactMessages(filter, page, ready);
  const mark = useMarkRead();

  const go = (next: { filter?: ContactFilter; page?: number }) => {
    const out = new URLSearchParams();
    const f = next.filter ?? filter;
    if (f !== "all") out.set("filter", f);
    const p = next.page ?? (next.filter ? 1 : page);
    if (p > 1) out.set("page", String(p));
    setParams(out);
  };

  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Container size="md" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("admin.title")}
          </Title>
          <Button
            component={Link}
            to="/admin"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t("admin.back")}
          </Button>
        </Group>
        <Group justify="space-between" gap="xs">
          <SegmentedControl
            value={filter}
            onChange={(value) => go({ filter: value as ContactFilter })}
            data={CONTACT_FILTERS.map((f) => ({
              value: f,
              label: f === "all" ? t("admin.filterAll") : t("admin.filterUnread"),
            }))}
          />
          {data && (
            <Text fw={600} c="maroon.8" data-testid="unread-count">
              {t("admin.unreadCount", { count: data.unread })}
            </Text>
          )}
        </Group>
        {messages.isError && !data ? (
          <LoadFailed onRetry={() => void messages.refetch()} />
        ) : !ready || !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t("admin.empty")}
          </Alert>
        ) : (
          <Stack gap="sm">
            {data.items.map((item) => (
              <ContactMessageCard
                key={item.id}
                item={item}
                busy={mark.isPending && mark.variables?.id === item.id}
                onToggle={(read) =>
                  mark.mutate({ id: item.id, read }, { onSuccess: (result) => notifySuccess(result.message) })
                }
              />
            ))}
          </Stack>
        )}
        {data && pages > 1 && (
          <Stack align="center" gap={4}>
            <Pagination total={pages} value={page} onChange={(p) => go({ page: p })} siblings={0} />
            <Text size="sm" c="dimmed">
              {t("admin.pageOf", { page, pages })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
