import { Button, Group, Image, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { eventNumberLabel, type MelavaStage } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { Loading } from "../../../components/Loading";
import { api } from "../../../lib/api";
import { API_BASE } from "../../../lib/base-path";
import { i18n, useTranslation } from "../../../lib/i18n";
import { useAdminUser } from "../../auth/use-admin";

/**
 * /admin/melava/{id}/stage: "now on stage" for a projector or a big screen, in the event's language;
 * the desk advances it with one key (→ or Space, ← back). Another screen showing it follows within
 * two seconds.
 */
export function StagePage() {
  const { ready } = useAdminUser();
  const eventId = Number(useParams().id);
  const client = useQueryClient();
  const key = ["melava", "stage", eventId];
  const stage = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<MelavaStage>(`/admin/melava/${eventId}/stage`, signal),
    enabled: ready,
    refetchInterval: 2000,
  });
  const move = useMutation({
    mutationFn: (to: "next" | "previous") =>
      api.post<MelavaStage>(`/admin/melava/${eventId}/stage`, { move: to }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === "ArrowRight" || e.key === " " || e.key === "PageDown") {
        e.preventDefault();
        move.mutate("next");
      } else if (e.key === "ArrowLeft" || e.key === "PageUp") {
        e.preventDefault();
        move.mutate("previous");
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [move]);

  const lang = stage.data?.language ?? "mr";
  useTranslation("melava");
  // The screen speaks the event's language, whatever the desk's is: its words are loaded for it.
  const [wordsFor, setWordsFor] = useState<string | null>(null);
  useEffect(() => {
    void i18n.loadNamespaces(["melava"], lang).then(() => setWordsFor(lang));
  }, [lang]);
  if (!stage.data || wordsFor !== lang) return <Loading />;
  const t = i18n.getFixedT(lang, "melava");
  const { current, next } = stage.data;
  return (
    <Stack
      gap="md"
      p={{ base: "sm", sm: "xl" }}
      mih="80vh"
      align="center"
      ta="center"
      data-testid="melava-stage"
      lang={lang}
    >
      <Text c="dimmed" fz={{ base: 18, sm: 26 }} fw={600}>
        {t("stage.title")}
      </Text>
      {current ? (
        <>
          {current.photo && (
            <Image
              src={`${API_BASE}${current.photo}`}
              alt={current.name}
              h={{ base: 260, sm: 420 }}
              w="auto"
              fit="contain"
              radius="md"
            />
          )}
          <Title order={1} fz={{ base: 44, sm: 72 }} c="maroon.8" data-testid="stage-number">
            {eventNumberLabel(current.gender, current.eventNumber, lang)}
          </Title>
          <Text
            fz={{ base: 30, sm: 52 }}
            fw={800}
            style={{ overflowWrap: "anywhere" }}
            data-testid="stage-name"
          >
            {current.name}
          </Text>
          <Text fz={{ base: 20, sm: 32 }}>{current.education}</Text>
          <Text fz={{ base: 20, sm: 32 }} c="dimmed">
            {current.district}
          </Text>
        </>
      ) : (
        <Text fz={24}>{t("stage.none")}</Text>
      )}
      <Group gap="lg" mt="auto">
        <Button variant="default" onClick={() => move.mutate("previous")}>
          {t("stage.back")}
        </Button>
        <Text>
          {t("stage.position", {
            position: localNumber(stage.data.position, lang),
            total: localNumber(stage.data.total, lang),
          })}
        </Text>
        <Button color="maroon" onClick={() => move.mutate("next")} data-testid="stage-next">
          {t("stage.advance")}
        </Button>
      </Group>
      {next && (
        <Text c="dimmed">
          {t("stage.next", { name: `${eventNumberLabel(next.gender, next.eventNumber, lang)} ${next.name}` })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t("stage.keys")}
      </Text>
    </Stack>
  );
}
