import type { MelavaCheckInInput, MelavaDesk } from "@vv/shared/melava";

/**
 * What the desk keeps on the device, for a hall whose network comes and goes: the event's list (to
 * search and show while offline) and the check-ins made while offline, sent in order once the
 * network returns. The server counts a pass once, so a check-in sent twice (or from two desks) is
 * answered "already" and changes nothing.
 */
const listKey = (eventId: number) => `vv-melava-desk-${eventId}`;
const queueKey = (eventId: number) => `vv-melava-queue-${eventId}`;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}
function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: the desk still works online
  }
}

export const keptDesk = (eventId: number) => read<MelavaDesk | null>(listKey(eventId), null);
export const keepDesk = (desk: MelavaDesk) => write(listKey(desk.eventId), desk);

export type QueuedCheckIn = MelavaCheckInInput & { at: string };
export const queued = (eventId: number) => read<QueuedCheckIn[]>(queueKey(eventId), []);
export function enqueue(eventId: number, item: QueuedCheckIn) {
  write(queueKey(eventId), [...queued(eventId), item]);
}
export function dropFirst(eventId: number) {
  write(queueKey(eventId), queued(eventId).slice(1));
}

/** This device's id for the desk (kept), so "already checked in" can say where. */
export function deviceId(): string {
  const key = "vv-melava-device";
  let id = read<string | null>(key, null);
  if (!id) {
    id = `desk-${Math.random().toString(36).slice(2, 10)}`;
    write(key, id);
  }
  return id;
}
