import { Button, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { ToneNote } from "../../components/ToneNote";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useInterestPair } from "./api";

// Decisions and the send dialog (modals, selects, the shared schemas) load when they are shown.
const InterestActions = lazy(() => import("./InterestActions").then((m) => ({ default: m.InterestActions })));
const SendInterestModal = lazy(() =>
  import("./SendInterestModal").then((m) => ({ default: m.SendInterestModal })),
);

/** On another family's details page: where we stand with them, and send / accept / withdraw. */
export function InterestPanel({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation("interests");
  const pair = useInterestPair(slug);
  const [sending, setSending] = useState(false);
  const data = pair.data;
  if (!data) return null;
  const interest = data.interest;
  const open = interest && (interest.status === "pending" || interest.status === "accepted");
  const canSend = !open && !data.blockedUntil && data.senders.length > 0;
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : "");
  let state: string | null = null;
  if (interest) {
    const key =
      interest.status === "pending"
        ? interest.direction === "sent"
          ? "pendingSent"
          : "pendingReceived"
        : interest.status;
    state = t(`pair.${key}`, { date: date(interest.respondedAt ?? interest.createdAt) });
    if (interest.status === "pending") state = t(`pair.${key}`, { date: date(interest.createdAt) });
  }
  return (
    <Stack gap="xs" data-testid="interest-panel">
      {state && (
        <ToneNote
          tone={
            interest?.status === "accepted" ? "green" : interest?.status === "pending" ? "orange" : "gray"
          }
          testId="interest-state"
        >
          {state}
        </ToneNote>
      )}
      {interest && (
        <Suspense fallback={<div style={{ minHeight: 36 }} />}>
          <InterestActions interest={interest} />
        </Suspense>
      )}
      {data.blockedUntil && !open && (
        <Text size="sm" c="dimmed">
          {t("errors.recentlyDeclined", { date: date(data.blockedUntil) })}
        </Text>
      )}
      {canSend && (
        <div>
          <Button onClick={() => setSending(true)} data-testid="interest-send">
            {t("send.button")}
          </Button>
        </div>
      )}
      {!open && data.senders.length === 0 && !interest && (
        <Text size="sm" c="dimmed">
          {t("send.noProfile")}
        </Text>
      )}
      {sending && (
        <Suspense fallback={null}>
          <SendInterestModal opened onClose={() => setSending(false)} slug={slug} senders={data.senders} />
        </Suspense>
      )}
    </Stack>
  );
}
