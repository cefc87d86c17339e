import {
  Affix,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { melavaName } from "@vv/shared/melava";
import type { MelavaBulkInterestResult } from "@vv/shared/melava-members";
import { MELAVA_INTEREST_BATCH } from "@vv/shared/melava-members";
import { localNumber } from "@vv/shared/numbers";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { Notice } from "../../../components/Notice";
import { ApiError } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useSignedInUser } from "../../profiles/use-signed-in";
import { useMasterData } from "../../reference/api";
import { useMelavaEvent } from "../api";
import { NO_FILTERS, useMelavaBooklet, useSendInterests } from "./api";
import { BookletEntryCard } from "./BookletEntryCard";
import { BookletFilters } from "./BookletFilters";

/**
 * /melava/{slug}/booklet: the members' digital booklet. Families search and filter the event's
 * candidates, tick the ones they liked and send interests to all of them with one confirmation.
 */
export function BookletPage() {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const { slug = "" } = useParams();
  const { ready } = useSignedInUser();
  const event = useMelavaEvent(slug);
  const master = useMasterData();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(filters.q), 400);
    return () => clearTimeout(timer);
  }, [filters.q]);
  const booklet = useMelavaBooklet(slug, { ...filters, q }, ready);
  const [chosen, setChosen] = useState<number[]>([]);
  const [from, setFrom] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<MelavaBulkInterestResult | null>(null);
  const send = useSendInterests(slug);
  const senders = booklet.data?.senders ?? [];
  useEffect(() => {
    if (!from && senders[0]) setFrom(String(senders[0].profileId));
  }, [from, senders]);

  const toggle = useCallback(
    (id: number) =>
      setChosen((now) =>
        now.includes(id)
          ? now.filter((x) => x !== id)
          : now.length >= MELAVA_INTEREST_BATCH
            ? now
            : [...now, id],
      ),
    [],
  );
  const sender = senders.find((s) => String(s.profileId) === from);
  const n = (v: number) => localNumber(v, lang);
  const items = booklet.data?.items ?? [];
  const byId = useMemo(() => new Set(chosen), [chosen]);
  const denied =
    booklet.error instanceof ApiError && booklet.error.status >= 400 && booklet.error.status < 500;

  async function confirm() {
    if (!sender) return;
    try {
      const res = await send.mutateAsync({ fromProfileId: sender.profileId, registrationIds: chosen });
      setResults(res);
      setChosen((now) =>
        now.filter((id) => !res.results.some((r) => r.registrationId === id && r.outcome === "sent")),
      );
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : String(error));
    }
  }

  return (
    <Container size="lg" py="md" px={{ base: "xs", sm: "md" }} pb={chosen.length > 0 ? 120 : undefined}>
      <Stack gap="md">
        <Anchor component={Link} to={`/melava/${slug}`} size="sm" py={4}>
          {event.data ? melavaName(event.data, lang) : t("event.allMeets")}
        </Anchor>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("members.title")}
        </Title>
        <Text>{t("members.intro")}</Text>
        <BookletFilters filters={filters} onChange={setFilters} master={master.data} />
        {results && (
          <Paper withBorder radius="md" p="md" data-testid="booklet-results" aria-live="polite">
            <Stack gap={6}>
              <Title order={2} size="h4">
                {t("members.results")}
              </Title>
              <Text fw={700}>{results.message}</Text>
              {results.results.map((r) => (
                <Group key={r.registrationId} gap="xs" wrap="nowrap" align="flex-start">
                  <Badge
                    color={r.outcome === "sent" ? "green" : "red"}
                    variant="light"
                    style={{ flexShrink: 0 }}
                  >
                    {t(`members.outcome.${r.outcome}`)}
                  </Badge>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    <b>{r.label}</b> — {r.message}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
        {booklet.isPending && ready && <Loading />}
        {denied && <Notice color="yellow">{booklet.error?.message}</Notice>}
        {booklet.isError && !denied && <LoadFailed onRetry={() => booklet.refetch()} />}
        {booklet.data && (
          <>
            <Text c="dimmed" data-testid="booklet-count">
              {t("members.count", { count: n(items.length) })}
            </Text>
            {items.length === 0 && <Text>{t("members.empty")}</Text>}
            {senders.length === 0 && <Notice color="gray">{t("members.noSender")}</Notice>}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              {items.map((e) => (
                <BookletEntryCard
                  key={e.registrationId}
                  entry={e}
                  checked={byId.has(e.registrationId)}
                  onToggle={toggle}
                  selectable={senders.length > 0}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      {chosen.length > 0 && (
        <Affix position={{ bottom: 0, left: 0, right: 0 }}>
          <Paper shadow="md" p="sm" withBorder radius={0}>
            <Group justify="center" gap="sm" wrap="wrap">
              <Text fw={700} data-testid="booklet-chosen">
                {t("members.selected", { count: n(chosen.length) })}
              </Text>
              {senders.length > 1 && (
                <Select
                  aria-label={t("members.from")}
                  data={senders.map((s) => ({ value: String(s.profileId), label: s.name }))}
                  value={from}
                  onChange={setFrom}
                  allowDeselect={false}
                  w={200}
                />
              )}
              <Button color="maroon" onClick={() => setConfirming(true)} data-testid="booklet-send">
                {t("members.send")}
              </Button>
              <Button variant="subtle" onClick={() => setChosen([])}>
                {t("members.cancel")}
              </Button>
            </Group>
          </Paper>
        </Affix>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t("members.confirmTitle")}
        question={t("members.confirmText", { from: sender?.name ?? "", count: n(chosen.length) })}
        confirmLabel={t("members.confirm")}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Container>
  );
}
