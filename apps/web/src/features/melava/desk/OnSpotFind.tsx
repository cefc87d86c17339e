import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { MasterData } from "@vv/shared/master-data";
import { eventNumberLabel } from "@vv/shared/melava";
import { DESK_LOOKUP_MAX, type MelavaDeskLookup, type MelavaDeskLookupItem } from "@vv/shared/melava-desk";
import { normalizeMobile } from "@vv/shared/mobile";
import { localNumber } from "@vv/shared/numbers";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "../../../lib/api";
import { isOffline, useConnection } from "../../../lib/connection";
import { useTranslation } from "../../../lib/i18n";
import { type Translate, translateMessage } from "../../../lib/translate-message";

interface Props {
  eventId: number;
  master: MasterData;
  /** The last search and its answer, kept while the desk registers one of its profiles. */
  last: { query: string; answer: MelavaDeskLookup } | null;
  onAnswer: (last: { query: string; answer: MelavaDeskLookup }) => void;
  onChoose: (item: MelavaDeskLookupItem) => void;
  /** "None of these": the new-profile form, with the mobile searched for (if one was). */
  onNew: (mobile?: string) => void;
}

/** The profile as a volunteer recognises it: number, name, series, district, education, photo. */
function Facts({ item, master }: { item: MelavaDeskLookupItem; master: MasterData }) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const label = (x: { en: string; mr: string } | undefined) => (x ? (lang === "mr" ? x.mr : x.en) : "");
  const district = label(master.states.flatMap((s) => s.districts).find((d) => d.id === item.districtId));
  const education = label(master.educations.find((e) => e.id === item.educationId));
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={700} style={{ overflowWrap: "anywhere" }}>
        {item.name}
      </Text>
      <Text size="sm">
        {[
          item.registrationNumber !== null
            ? t("onspot.find.regNo", { number: localNumber(item.registrationNumber, lang) })
            : "",
          item.gender === 2 ? t("onspot.bride") : t("onspot.groom"),
          district,
          education,
          item.hasPhoto ? t("onspot.find.photo") : t("onspot.find.noPhoto"),
        ]
          .filter(Boolean)
          .join(" · ")}
      </Text>
    </Stack>
  );
}

/** What the desk is told about a profile it cannot register now (or that it can). */
function stateText(item: MelavaDeskLookupItem, t: Translate, lang: string) {
  const r = item.registration;
  if (item.state !== "alreadyRegistered" || !r) return t(`onspot.find.state.${item.state}`);
  if (r.status === "registered" && r.eventNumber !== null)
    return t("onspot.find.already.registered", {
      number: eventNumberLabel(item.gender, r.eventNumber, lang),
    });
  return t(`onspot.find.already.${r.status}`);
}

/**
 * The first step of "Register on the spot": find the family's profile by registration number or
 * mobile. An approved profile is chosen as a button; the others say why not. Finding needs the
 * network: offline, the desk is sent to the new-profile form, which waits on the device.
 */
export function OnSpotFind({ eventId, master, last, onAnswer, onChoose, onNew }: Props) {
  const { t, i18n } = useTranslation(["melava", "common"]);
  const lang = i18n.language;
  const { offline } = useConnection();
  const [query, setQuery] = useState(last?.query ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const searched = useRef(false);
  const answer = last?.answer ?? null;
  const cameBack = useRef(last !== null);

  // Opened: the search box. Back from a chosen profile or the new-profile form: the answer again.
  useEffect(() => (cameBack.current ? heading.current : box.current)?.focus(), []);

  // After a search the answer is read first (focus on its heading), not the box searched.
  useEffect(() => {
    if (searched.current && answer) heading.current?.focus();
  }, [answer]);

  async function find(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (isOffline()) return setUnreachable(true);
    setBusy(true);
    try {
      const res = await apiRequest<MelavaDeskLookup>(
        `/admin/melava/${eventId}/desk-lookup?q=${encodeURIComponent(query.trim())}`,
      );
      searched.current = true;
      setUnreachable(false);
      onAnswer({ query: query.trim(), answer: res });
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setUnreachable(true);
      else if (err instanceof ApiError)
        setError(translateMessage(t, Object.values(err.fields)[0]) ?? err.message);
      else setError(t("common:errors.network"));
    } finally {
      setBusy(false);
    }
  }

  // The 10 digits, whatever was typed (+91, spaces, Marathi digits).
  const mobile = answer?.kind === "mobile" ? (normalizeMobile(last?.query ?? "") ?? undefined) : undefined;
  return (
    <Stack gap="sm" data-testid="onspot-find">
      <Title order={3} size="h5">
        {t("onspot.find.title")}
      </Title>
      <Text size="sm">{t("onspot.find.intro")}</Text>
      {offline || unreachable ? (
        <Alert color="blue" data-testid="onspot-find-offline">
          <Stack gap="xs" align="flex-start">
            <Text>{t("onspot.find.offline")}</Text>
            <Button variant="light" onClick={() => onNew()}>
              {t("onspot.find.newProfileEmpty")}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <form onSubmit={find} noValidate>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            ref={box}
            label={t("onspot.find.label")}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={DESK_LOOKUP_MAX}
            error={error}
            data-testid="onspot-find-query"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            type="submit"
            color="maroon"
            loading={busy}
            leftSection={<IconSearch size={16} aria-hidden />}
            data-testid="onspot-find-submit"
            disabled={query.trim() === ""}
          >
            {t("onspot.find.submit")}
          </Button>
        </Group>
      </form>
      {answer && (
        <Stack gap="xs" data-testid="onspot-find-results">
          <Title order={4} size="h6" ref={heading} tabIndex={-1}>
            {answer.items.length > 0
              ? t("onspot.find.results", { count: localNumber(answer.items.length, lang) })
              : t("onspot.find.none", { query: last?.query ?? "" })}
          </Title>
          {answer.items.length > 0 && (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
              {answer.items.map((item) => (
                <li key={item.profileId}>
                  {item.state === "registrable" ? (
                    <UnstyledButton
                      onClick={() => onChoose(item)}
                      w="100%"
                      p="sm"
                      data-testid="onspot-find-choose"
                      style={{ border: "2px solid var(--mantine-color-maroon-6)", borderRadius: 8 }}
                    >
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Facts item={item} master={master} />
                        <Text size="sm" c="green.9" fw={600}>
                          {stateText(item, t, lang)}
                        </Text>
                      </Group>
                    </UnstyledButton>
                  ) : (
                    <Paper withBorder p="sm" data-testid="onspot-find-unavailable">
                      <Facts item={item} master={master} />
                      <Text size="sm" c={item.state === "alreadyRegistered" ? "blue.8" : "red.8"} fw={600}>
                        {stateText(item, t, lang)}
                      </Text>
                    </Paper>
                  )}
                </li>
              ))}
            </Stack>
          )}
          <Button
            variant="light"
            color="maroon"
            onClick={() => onNew(mobile)}
            style={{ alignSelf: "flex-start" }}
            data-testid="onspot-find-new"
          >
            {answer.items.length > 0 ? t("onspot.find.newProfile") : t("onspot.find.newProfileEmpty")}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
