import { Button, Group, Stack, Text } from "@mantine/core";
import { IconCheck, IconHeartHandshake, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import type { ListingStatus } from "@vv/shared/listing";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../lib/api";
import { formatDate } from "../../lib/format-date";
import { type TFunction, useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { useListingAction, useListingStatus } from "./api";

// The pause and closing forms (a calendar among them) download when one first opens.
const ListingDialogs = lazy(() => import("./ListingDialogs").then((m) => ({ default: m.ListingDialogs })));

/** The state in words: listed, paused (why, since, until) or closed (engaged/married, since). */
function stateText(status: ListingStatus, t: TFunction, lang: string) {
  const date = status.since ? formatDate(status.since, lang) : "";
  if (status.state === "listed" || !status.reason) return t("states.listed");
  if (status.reason === "family" && status.resumeOn)
    return t("states.familyUntil", { until: formatDate(status.resumeOn, lang) });
  return t(`states.${status.reason}`, { date });
}

const COLOR = { listed: "green.9", paused: "orange.9", closed: "maroon.9" } as const;

/**
 * On My Profile (and, read-only, for the committee on the details page): whether the profile is in
 * the lists and why not, when the family last confirmed, and the family's actions: "still
 * looking" in one tap, pause (optionally until a day), show again, engaged or married.
 */
export function ListingPanel({ profileId }: { profileId: number }) {
  const { t, i18n } = useTranslation("listing");
  const status = useListingStatus(profileId);
  const action = useListingAction(profileId);
  const [dialog, setDialog] = useState<"pause" | "close" | null>(null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const data = status.data;
  // Not approved yet: not in any list, nothing to say here.
  if (!data || (data.state === "listed" && !data.confirmedAt)) return null;
  const lang = i18n.language;
  const open = (which: "pause" | "close") => {
    setDialogsLoaded(true);
    setDialog(which);
  };
  const run = async (kind: "confirm" | "resume") => {
    try {
      await action.mutateAsync({ kind });
    } catch (e) {
      if (e instanceof ApiError) notifyError(e.message);
    }
  };
  return (
    <Stack
      gap={6}
      mt="sm"
      data-testid="listing-panel"
      data-state={data.state}
      data-reason={data.reason ?? ""}
    >
      <Text size="sm" fw={700}>
        {t("title")}
      </Text>
      <Text size="sm" c={COLOR[data.state]} data-testid="listing-state">
        {stateText(data, t, lang)}
      </Text>
      {data.partner && (
        <Text size="sm">
          <Link to={`/vadhuvar/${data.partner.slug}`}>{t("partner", { name: data.partner.fullName })}</Link>
        </Text>
      )}
      {data.answerBy && (
        <Text size="sm" c="orange.9" fw={600} data-testid="listing-answer-by">
          {t("answerBy", { date: formatDate(data.answerBy, lang) })}
        </Text>
      )}
      {data.confirmedAt && data.state !== "closed" && (
        <Text size="sm" c="dimmed" data-testid="listing-confirmed-on">
          {t("confirmedOn", { date: formatDate(data.confirmedAt, lang) })}
        </Text>
      )}
      <Group gap="xs">
        {data.actions.confirm && (
          <Button
            size="sm"
            color="green.8"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={action.isPending && action.variables?.kind === "confirm"}
            onClick={() => void run("confirm")}
            data-testid="listing-confirm"
          >
            {t("actions.confirm")}
          </Button>
        )}
        {data.actions.resume && (
          <Button
            size="sm"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={action.isPending && action.variables?.kind === "resume"}
            onClick={() => void run("resume")}
            data-testid="listing-resume"
          >
            {t("actions.resume")}
          </Button>
        )}
        {data.actions.pause && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPlayerPause size={16} aria-hidden />}
            onClick={() => open("pause")}
            data-testid="listing-pause"
          >
            {t("actions.pause")}
          </Button>
        )}
        {data.actions.close && (
          <Button
            size="sm"
            variant="outline"
            color="maroon.8"
            leftSection={<IconHeartHandshake size={16} aria-hidden />}
            onClick={() => open("close")}
            data-testid="listing-close"
          >
            {t("actions.close")}
          </Button>
        )}
      </Group>
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <ListingDialogs
            open={dialog}
            onClose={() => setDialog(null)}
            onSubmit={(a) => action.mutateAsync(a)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
