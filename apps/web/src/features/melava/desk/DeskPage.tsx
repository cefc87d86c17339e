import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { eventNumberLabel, type MelavaCheckInInput, type MelavaDesk } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { Loading } from "../../../components/Loading";
import { api } from "../../../lib/api";
import { formatNumericDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/i18n";
import { useAdminUser } from "../../auth/use-admin";
import { OnSpotPanel } from "./OnSpotPanel";
import { keepDesk, keptDesk } from "./offline";
import { PendingList } from "./PendingList";
import { QrScanner } from "./QrScanner";
import { ReplayedList, type Result } from "./ReplayedList";
import { TakeFee } from "./TakeFee";
import { useDeskQueue } from "./useDeskQueue";

/** /admin/melava/{id}/desk: counts, filters, search, check-in by number or QR; works offline. */
export function DeskPage() {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const { ready } = useAdminUser();
  const eventId = Number(useParams().id);
  const client = useQueryClient();
  const desk = useQuery({
    queryKey: ["melava", "desk", eventId],
    queryFn: async ({ signal }) => {
      const data = await api.get<MelavaDesk>(`/admin/melava/${eventId}/desk`, signal);
      keepDesk(data);
      return data;
    },
    enabled: ready,
    initialData: () => keptDesk(eventId) ?? undefined,
    initialDataUpdatedAt: 0,
  });
  const [result, setResult] = useState<Result | null>(null);
  const [series, setSeries] = useState<string>("2");
  const [number, setNumber] = useState("");
  const [token, setToken] = useState("");
  const [filters, setFilters] = useState({ gender: "all", paid: "all", checked: "all", q: "" });

  const refreshDesk = () => void client.invalidateQueries({ queryKey: ["melava", "desk", eventId] });
  const queue = useDeskQueue(eventId, ready);
  const checkIn = (body: Omit<MelavaCheckInInput, "deviceId" | "at">) => queue.checkIn(body).then(setResult);

  const items = useMemo(() => {
    const q = filters.q.trim().toLowerCase();
    return (desk.data?.items ?? []).filter(
      (r) =>
        (filters.gender === "all" || String(r.gender) === filters.gender) &&
        (filters.paid === "all" || (filters.paid === "yes") === r.paid) &&
        (filters.checked === "all" || (filters.checked === "yes") === (r.checkedInAt !== null)) &&
        (!q ||
          r.profileName.toLowerCase().includes(q) ||
          String(r.registrationNumber ?? "") === q ||
          String(r.eventNumber ?? "") === q.replace(/^0+/, "")),
    );
  }, [desk.data, filters]);

  const c = desk.data?.counts;
  const n = (v: number) => localNumber(v, lang);
  const seriesData = [
    { value: "2", label: t("series.bride") },
    { value: "1", label: t("series.groom") },
  ];
  const choice = (
    key: "gender" | "paid" | "checked",
    data: { value: string; label: string }[],
    label: string,
  ) => (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        size="xs"
        data={[{ value: "all", label: t("desk.all") }, ...data]}
        value={filters[key]}
        onChange={(v) => setFilters({ ...filters, [key]: v })}
      />
    </Stack>
  );

  return (
    <Container size="lg" py="md" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("desk.title")}
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={`/admin/melava/${eventId}/stage`} py={4}>
              {t("desk.stage")}
            </Anchor>
            <Anchor component={Link} to={`/admin/melava/${eventId}`} py={4}>
              {t("admin.edit")}
            </Anchor>
          </Group>
        </Group>
        {!desk.data && <Loading />}
        {c && (
          <Text fw={600} data-testid="desk-counts">
            {t("desk.counts", {
              registered: n(c.registered),
              brides: n(c.brides),
              grooms: n(c.grooms),
              checkedIn: n(c.checkedIn),
              paid: n(c.paid),
              waiting: n(c.waiting),
            })}
          </Text>
        )}
        <PendingList items={queue.items} />
        <Paper withBorder radius="md" p="md">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (token.trim()) void checkIn({ token: token.trim() }).then(() => setToken(""));
              else if (Number(number) > 0)
                void checkIn({ gender: Number(series) as 1 | 2, eventNumber: Number(number) }).then(() =>
                  setNumber(""),
                );
            }}
          >
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t("desk.typeTitle")}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Select
                  label={t("desk.series")}
                  data={seriesData}
                  value={series}
                  onChange={(v) => v && setSeries(v)}
                  allowDeselect={false}
                  data-testid="desk-series"
                />
                <TextInput
                  label={t("desk.number")}
                  inputMode="numeric"
                  value={number}
                  onChange={(e) => setNumber(e.currentTarget.value.replace(/\D/g, ""))}
                  data-testid="desk-number"
                />
                <TextInput
                  label={t("desk.pasteToken")}
                  value={token}
                  onChange={(e) => setToken(e.currentTarget.value)}
                  data-testid="desk-token"
                />
              </SimpleGrid>
              <Group gap="sm">
                <Button type="submit" color="maroon" data-testid="desk-check-in">
                  {t("desk.checkIn")}
                </Button>
                <QrScanner onCode={(code) => void checkIn({ token: code })} />
              </Group>
              <div aria-live="polite">
                {result && (
                  <Text fw={700} c={`${result.tone}.9`} data-testid="desk-result">
                    {result.text}
                  </Text>
                )}
                <ReplayedList items={queue.replayed} />
              </div>
            </Stack>
          </form>
        </Paper>
        <OnSpotPanel eventId={eventId} enabled={ready} onRegistered={refreshDesk} onQueued={queue.refresh} />
        <Group gap="md" align="flex-end" wrap="wrap">
          {choice("gender", seriesData, t("desk.filterGender"))}
          {choice(
            "paid",
            [
              { value: "yes", label: t("desk.paidYes") },
              { value: "no", label: t("desk.paidNo") },
            ],
            t("desk.filterPaid"),
          )}
          {choice(
            "checked",
            [
              { value: "yes", label: t("desk.checkedYes") },
              { value: "no", label: t("desk.checkedNo") },
            ],
            t("desk.filterChecked"),
          )}
          <TextInput
            label={t("desk.search")}
            value={filters.q}
            onChange={(e) => setFilters({ ...filters, q: e.currentTarget.value })}
            miw={240}
          />
        </Group>
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing="xs">
              <Table.Tbody>
                {items.map((r) => (
                  <Table.Tr key={r.id} data-testid={`desk-row-${r.id}`}>
                    <Table.Td fw={700}>
                      {r.eventNumber !== null ? eventNumberLabel(r.gender, r.eventNumber, lang) : "–"}
                    </Table.Td>
                    <Table.Td>
                      {r.profileName}
                      {r.registrationNumber !== null && ` (${n(r.registrationNumber)})`}
                    </Table.Td>
                    <Table.Td>{t(`register.status.${r.status}`, { position: "" })}</Table.Td>
                    <Table.Td>
                      {r.feeRupees > 0 ? (r.paid ? t("desk.paidYes") : t("desk.paidNo")) : ""}
                      {r.status === "awaiting_payment" && !r.paid && r.feeRupees > 0 && (
                        <TakeFee eventId={eventId} row={r} onPaid={refreshDesk} />
                      )}
                    </Table.Td>
                    <Table.Td>
                      {r.checkedInAt ? `✓ ${formatNumericDate(r.checkedInAt, lang, true)}` : ""}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {items.length === 0 && desk.data && (
            <Text p="md" c="dimmed">
              {t("desk.empty")}
            </Text>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
