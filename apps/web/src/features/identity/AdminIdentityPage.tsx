import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { ID_QUEUE_PAGE_SIZE, ID_REMARK_MAX, type IdentityQueueItem } from "@vv/shared/identity";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { API_BASE } from "../../lib/base-path";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useAdminUser } from "../auth/use-admin";
import { AdminNav } from "../site-admin/AdminNav";
import { useIdentityDecision, useIdentityQueue } from "./api";

function DocumentCard({ item }: { item: IdentityQueueItem }) {
  const { t, i18n } = useTranslation("compliance");
  const decide = useIdentityDecision(item.id);
  const [remark, setRemark] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = async (decision: "verify" | "reject") => {
    setError(null);
    if (decision === "reject" && !remark.trim()) {
      setError(t("identity.validation.remark"));
      return;
    }
    try {
      await decide.mutateAsync({ decision, remark: decision === "reject" ? remark : "" });
    } catch (e) {
      if (e instanceof ApiError) setError(e.fields.remark ?? e.message);
    }
  };
  const number = item.registrationNumber ?? item.profileId;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="identity-doc">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Anchor
            component={Link}
            to={`/vadhuvar/${item.slug}`}
            fw={700}
            style={{ overflowWrap: "anywhere" }}
          >
            {t("identity.admin.profile", {
              number: localNumber(number, i18n.language),
              name: item.profileName,
            })}
          </Anchor>
          <Badge variant="light" color="orange" tt="none">
            {t(`identity.types.${item.documentType}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {t("identity.admin.uploadedBy", {
            name: item.uploadedBy || "—",
            date: formatDateTime(item.uploadedAt, i18n.language),
          })}
        </Text>
        <div>
          <Button
            component="a"
            href={`${API_BASE}/admin/identity/${item.id}/document`}
            target="_blank"
            rel="noopener"
            variant="light"
            size="sm"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            data-testid="identity-open-doc"
          >
            {t("identity.admin.open")} ({item.kind === "pdf" ? "PDF" : "JPEG"})
          </Button>
        </div>
        <Textarea
          label={t("identity.admin.remarkLabel")}
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
          maxLength={ID_REMARK_MAX}
          autosize
          minRows={2}
          error={error}
          data-testid="identity-remark"
        />
        <Group gap="xs" justify="flex-end">
          <Button
            color="red"
            variant="outline"
            onClick={() => send("reject")}
            loading={decide.isPending && decide.variables?.decision === "reject"}
            data-testid="identity-reject"
          >
            {t("identity.admin.reject")}
          </Button>
          <Button
            color="green"
            onClick={() => send("verify")}
            loading={decide.isPending && decide.variables?.decision === "verify"}
            data-testid="identity-verify"
          >
            {t("identity.admin.verify")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/identity: identity documents waiting for the committee, oldest first. */
export function AdminIdentityPage() {
  const { t, i18n } = useTranslation("compliance");
  const { ready } = useAdminUser();
  const [page, setPage] = useState(1);
  const queue = useIdentityQueue(page, ready);
  const data = queue.data;
  return (
    <Container size="md" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <AdminNav />
        <Group gap="sm" align="baseline" wrap="wrap">
          <Title order={1} c="maroon.9" fz={{ base: 26, sm: 32 }}>
            {t("identity.admin.title")}
          </Title>
          {data && (
            <Badge size="lg" variant="light" data-testid="identity-waiting">
              {t("identity.admin.waiting", { n: localNumber(data.total, i18n.language) })}
            </Badge>
          )}
        </Group>
        <Text c="dimmed">{t("identity.admin.intro")}</Text>
        {!ready || (!data && !queue.isError) ? (
          <Loading />
        ) : queue.isError && !data ? (
          <LoadFailed onRetry={() => void queue.refetch()} />
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed">{t("identity.admin.empty")}</Text>
        ) : (
          data?.items.map((item) => <DocumentCard key={item.id} item={item} />)
        )}
        {data && data.total > ID_QUEUE_PAGE_SIZE && (
          <Pagination total={Math.ceil(data.total / ID_QUEUE_PAGE_SIZE)} value={page} onChange={setPage} />
        )}
      </Stack>
    </Container>
  );
}
