import { useQueryClient } from "@tanstack/react-query";
import type { MelavaCheckInInput } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ApiError } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { deviceId, enqueue, QUEUE_LIMIT, queued } from "./offline";
import type { Result } from "./ReplayedList";
import { deskSenders, replayQueue } from "./replay";

const RETRY_MS = 30_000;

/**
 * The desk's device queue: what waits for the network, the answers to what was sent when it came
 * back, and a check-in that is queued when the network is not there.
 */
export function useDeskQueue(eventId: number, ready: boolean) {
  const { t, i18n } = useTranslation(["melava", "profile", "common"]);
  const client = useQueryClient();
  const senders = useMemo(() => deskSenders(eventId), [eventId]);
  const [items, setItems] = useState(() => queued(eventId));
  const [replayed, setReplayed] = useState<Result[]>([]);
  const refresh = useCallback(() => setItems(queued(eventId)), [eventId]);

  const replay = useCallback(async () => {
    const answers = await replayQueue(eventId, senders, t);
    if (answers.length > 0) setReplayed(answers);
    refresh();
    void client.invalidateQueries({ queryKey: ["melava", "desk", eventId] });
  }, [eventId, senders, t, refresh, client]);

  useEffect(() => {
    if (!ready) return;
    refresh();
    void replay();
    window.addEventListener("online", replay);
    return () => window.removeEventListener("online", replay);
  }, [ready, replay, refresh]);

  // A phone may say "online" on a network that carries nothing, and never fire "online" again.
  const waiting = items.length > 0;
  useEffect(() => {
    if (!ready || !waiting) return;
    const timer = window.setInterval(() => void replay(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [ready, waiting, replay]);

  /** Said when the queue is full (or the device has no room): the entry was not kept. */
  const fullText = t("desk.queueFull", { count: localNumber(QUEUE_LIMIT, i18n.language) });

  const checkIn = useCallback(
    async (body: Omit<MelavaCheckInInput, "deviceId" | "at">): Promise<Result> => {
      const item = { ...body, deviceId: deviceId(), at: new Date().toISOString() };
      try {
        const res = await senders.checkIn(item);
        void client.invalidateQueries({ queryKey: ["melava", "desk", eventId] });
        return { tone: res.outcome === "already" ? "yellow" : "green", text: res.message };
      } catch (error) {
        if (!(error instanceof ApiError && error.isNetwork))
          return { tone: "red", text: error instanceof ApiError ? error.message : String(error) };
        const kept = enqueue(eventId, { kind: "checkIn", body: item, at: item.at });
        refresh();
        return kept ? { tone: "blue", text: t("desk.queued") } : { tone: "red", text: fullText };
      }
    },
    [eventId, senders, client, refresh, t, fullText],
  );

  return { items, replayed, refresh, checkIn };
}
