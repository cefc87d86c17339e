import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconFilterOff } from "@tabler/icons-react";
import { AUDIT_ENTITY_TYPES } from "@vv/shared/audit";
import { Link, useSearchParams } from "react-router";
import { DateField } from "../../components/DateField";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { useAdminUser } from "../auth/use-admin";
import { AuditEntryCard } from "./AuditEntryCard";
import { useAuditLog } from "./api";
import { useAuditLines } from "./use-audit-lines";

const FILTERS = ["entityType", "action", "actorId", "from", "to"] as const;
type FilterName = (typeof FILTERS)[number];

/** /admin/audit: who changed what and when, filtered by record type, action, person and dates. */
export function AuditPage() {
  const { t } = useTranslation("dashboard");
  const linesOf = useAuditLines();
  const { ready } = useAdminUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  if (page > 1) query.set("page", String(page));
  const log = useAuditLog(query.toString(), ready);
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const set = (name: FilterName | "page", value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== "page") next.delete("page");
    setParams(next);
  };
  const select = {
    clearable: true,
    placeholder: t("audit.any"),
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("audit.title")}
          </Title>
          <Button
            component={Link}
            to="/admin"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t("audit.back")}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <Select
            {...select}
            label={t("audit.entityType")}
            value={params.get("entityType")}
            onChange={(v) => set("entityType", v)}
            data={AUDIT_ENTITY_TYPES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) }))}
            data-testid="audit-entity"
          />
          <Select
            {...select}
            label={t("audit.action")}
            value={params.get("action")}
            onChange={(v) => set("action", v)}
            data={(data?.actions ?? []).map((a) => ({
              value: a,
              label: t(`audit.actions.${a}`, { defaultValue: a }),
            }))}
          />
          <Select
            {...select}
            searchable
            label={t("audit.actor")}
            value={params.get("actorId")}
            onChange={(v) => set("actorId", v)}
            data={(data?.actors ?? []).map((a) => ({ value: String(a.id), label: a.name || a.mobile }))}
          />
          <DateField
            label={t("audit.from")}
            value={params.get("from") ?? ""}
            onChange={(value) => set("from", value || null)}
          />
          <DateField
            label={t("audit.to")}
            value={params.get("to") ?? ""}
            onChange={(value) => set("to", value || null)}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="audit-total">
            {data ? t("audit.results", { count: data.total }) : ""}
          </Text>
          <Button
            variant="subtle"
            size="compact-md"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => setParams(new URLSearchParams())}
          >
            {t("audit.reset")}
          </Button>
        </Group>
        {log.isError && !data ? (
          <LoadFailed onRetry={() => void log.refetch()} />
        ) : !ready || !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t("audit.empty")}
          </Alert>
        ) : (
          <Stack gap="sm">
            {data.items.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} lines={linesOf(entry)} />
            ))}
          </Stack>
        )}
        {data && pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={(p) => set("page", String(p))} siblings={0} />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
