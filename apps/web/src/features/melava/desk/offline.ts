import type { MelavaCheckInInput, MelavaDesk } from "@vv/shared/melava";
import type { MelavaOnSpotInput } from "@vv/shared/melava-desk";
import { DESK_KEY_PREFIX, LOCAL_USER_KEY } from "../../auth/local-data";

/**
 * What the desk keeps on the device, for a hall whose network comes and goes: the event's list (to
 * search and show while offline), its fee (for the walk-in form), and the check-ins and walk-in
 * registrations made while offline, sent in order once the network returns. The server counts a
 * pass once and answers a walk-in's repeated Idempotency-Key with its first answer, so an entry
 * sent twice (or from two desks) changes nothing the second time.
 *
 * Everything is kept per signed-in admin (another admin on the same laptop neither sees nor sends
 * it) and goes at sign-out (features/auth/local-data.ts).
 */

/** How many entries one event's queue holds: a full hall's check-ins plus its walk-ins, well under the storage quota. */
export const QUEUE_LIMIT = 800;

export type QueuedCheckIn = { kind: "checkIn"; body: MelavaCheckInInput; at: string };
/** A walk-in family: the form's input, the key the server knows it by, and a name to show while it waits. */
export type QueuedWalkIn = {
  kind: "walkIn";
  body: MelavaOnSpotInput;
  key: string;
  name: string;
  at: string;
};
export type Queued = QueuedCheckIn | QueuedWalkIn;

function read<T>(key: string | null, fallback: T): T {
  if (!key) return fallback;
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}
function write(key: string | null, value: unknown): boolean {
  if (!key) return false;
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // storage full or unavailable: the desk still works online
    return false;
  }
}

/** The signed-in admin this device remembers; nothing is kept without one. */
function owner(): string | null {
  const id = read<{ id?: unknown } | null>(LOCAL_USER_KEY, null)?.id;
  return typeof id === "number" || typeof id === "string" ? String(id) : null;
}
const keyOf = (eventId: number, what: "list" | "event" | "queue") => {
  const who = owner();
  return who === null ? null : `${DESK_KEY_PREFIX}${who}:${eventId}:${what}`;
};

export const keptDesk = (eventId: number) => read<MelavaDesk | null>(keyOf(eventId, "list"), null);
export const keepDesk = (desk: MelavaDesk) => write(keyOf(desk.eventId, "list"), desk);

/** The event's fee, so the walk-in form knows whether to ask for a receipt while offline. */
export const keptFee = (eventId: number) =>
  read<{ feeRupees: number } | null>(keyOf(eventId, "event"), null)?.feeRupees;
export const keepFee = (eventId: number, feeRupees: number) => write(keyOf(eventId, "event"), { feeRupees });

export const queued = (eventId: number) => read<Queued[]>(keyOf(eventId, "queue"), []);

/** Adds an entry at the end; false when the queue is full or the device cannot store it. */
export function enqueue(eventId: number, item: Queued): boolean {
  const items = queued(eventId);
  if (items.length >= QUEUE_LIMIT) return false;
  return write(keyOf(eventId, "queue"), [...items, item]);
}
export function dropFirst(eventId: number) {
  write(keyOf(eventId, "queue"), queued(eventId).slice(1));
}

/** This device's id for the desk (kept, not personal), so "already checked in" can say where. */
export function deviceId(): string {
  const key = "vv-melava-device";
  let id = read<string | null>(key, null);
  if (!id) {
    id = `desk-${Math.random().toString(36).slice(2, 10)}`;
    write(key, id);
  }
  return id;
}
