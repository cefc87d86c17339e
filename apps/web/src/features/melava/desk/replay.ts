import type { MelavaCheckInInput, MelavaCheckInResponse } from "@vv/shared/melava";
import type { MelavaOnSpotInput, MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import { ApiError, api, apiRequest } from "../../../lib/api";
import { type Translate, translateMessage } from "../../../lib/translate-message";
import { dropFirst, type Queued, queued } from "./offline";
import type { Result } from "./ReplayedList";

/** How the desk reaches the server; the tests pass their own. */
export interface DeskSenders {
  checkIn(body: MelavaCheckInInput): Promise<MelavaCheckInResponse>;
  walkIn(body: MelavaOnSpotInput, key: string): Promise<MelavaOnSpotResponse>;
}

export const deskSenders = (eventId: number): DeskSenders => ({
  checkIn: (body) => api.post<MelavaCheckInResponse>(`/admin/melava/${eventId}/check-in`, body),
  // The key chosen when the family was entered: a retry is answered with the first registration.
  walkIn: (body, key) =>
    apiRequest<MelavaOnSpotResponse>(`/admin/melava/${eventId}/on-the-spot`, {
      method: "POST",
      body,
      idempotencyKey: key,
    }),
});

/**
 * Not an answer about the entry: the network is gone again, the session ended (the admin signs in
 * and it is sent then), the server is busy or still handling the first attempt. The entry stays.
 */
function sendLater(error: unknown) {
  if (!(error instanceof ApiError)) return false;
  return (
    error.isNetwork ||
    error.status === 401 ||
    error.status === 428 ||
    error.status === 429 ||
    error.code === "still_saving" ||
    error.status >= 500
  );
}

/** The answer to one queued entry, as the desk shows it. */
async function send(item: Queued, senders: DeskSenders, t: Translate): Promise<Result> {
  if (item.kind === "checkIn") {
    const res = await senders.checkIn(item.body);
    return { tone: res.outcome === "already" ? "yellow" : "green", text: res.message, at: item.at };
  }
  const res = await senders.walkIn(item.body, item.key);
  const later = item.body.photoId ? "" : ` ${t("onspot.photoLater")}`;
  return {
    tone: res.registration.status === "registered" ? "green" : "yellow",
    text: `${item.name}: ${res.message}${later}`,
    at: item.at,
  };
}

function refusal(item: Queued, error: unknown, t: Translate): Result {
  let text = error instanceof ApiError ? error.message : String(error);
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields).map((m) => translateMessage(t, m));
    if (fields.length > 0) text = `${text} ${fields.join(" ")}`;
  }
  return { tone: "red", text: item.kind === "walkIn" ? `${item.name}: ${text}` : text, at: item.at };
}

const running = new Map<number, Promise<Result[]>>();

/**
 * Sends what was queued offline, oldest first, each with the body and key it was saved with; stops
 * at the first entry that cannot be answered now. Each answer is returned: "already" where another
 * desk got there first, a place on the waiting list, a refusal (event full or closed, a receipt
 * number already used, a pass cancelled meanwhile). Two calls at once (page load and "online")
 * share one run, so no entry is sent twice in parallel.
 */
export function replayQueue(eventId: number, senders: DeskSenders, t: Translate): Promise<Result[]> {
  const current = running.get(eventId);
  if (current) return current;
  const run = (async () => {
    const answers: Result[] = [];
    for (let item = queued(eventId)[0]; item; item = queued(eventId)[0]) {
      try {
        answers.push(await send(item, senders, t));
      } catch (error) {
        if (sendLater(error)) break;
        answers.push(refusal(item, error, t));
      }
      dropFirst(eventId);
    }
    return answers;
  })().finally(() => running.delete(eventId));
  running.set(eventId, run);
  return run;
}
