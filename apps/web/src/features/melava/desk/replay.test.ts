// @vitest-environment happy-dom

import type { MelavaOnSpotInput, MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { clearLocalUserData, LOCAL_USER_KEY } from "../../auth/local-data";
import { enqueue, keepDesk, keptDesk, QUEUE_LIMIT, type Queued, queued } from "./offline";
import { type DeskSenders, replayQueue } from "./replay";

const EVENT = 5;
const t = (key: string) => `[${key}]`;
const signIn = (id: number) => localStorage.setItem(LOCAL_USER_KEY, JSON.stringify({ id, roles: ["admin"] }));

const walkIn = (name: string, key: string, extra: Partial<MelavaOnSpotInput> = {}): Queued => ({
  kind: "walkIn",
  key,
  name,
  at: `2026-11-28T10:00:0${key.length % 10}Z`,
  body: {
    mobile: "9822012345",
    firstName: name.split(" ")[0] ?? name,
    lastName: "K",
    gender: 2,
    showPhoto: false,
    showContact: false,
    joinWaitingList: false,
    paymentMethod: "cash",
    receiptNumber: `R-${key}`,
    ...extra,
  } as MelavaOnSpotInput,
});
const checkIn = (token: string): Queued => ({
  kind: "checkIn",
  body: { token, deviceId: "desk-1", at: "2026-11-28T09:59:00Z" },
  at: "2026-11-28T09:59:00Z",
});

function answer(name: string, status: "registered" | "waiting", message: string): MelavaOnSpotResponse {
  return {
    registration: {
      id: 1,
      profileId: 2,
      profileName: name,
      registrationNumber: 1001,
      gender: 2,
      status,
      eventNumber: status === "registered" ? 4 : null,
      feeRupees: 300,
      paid: true,
      checkedInAt: null,
    },
    accountExisted: false,
    waitingPosition: status === "waiting" ? 1 : null,
    message,
  };
}

/** Fake senders: each call recorded, answered by the function given. */
function senders(answerOf: (what: string) => unknown) {
  const calls: { what: string; key?: string; body: unknown }[] = [];
  const reply = async (what: string) => {
    const a = answerOf(what);
    if (a instanceof Error) throw a;
    return a;
  };
  const s: DeskSenders = {
    checkIn: async (body) => {
      calls.push({ what: String(body.token), body });
      return (await reply(String(body.token))) as never;
    },
    walkIn: async (body, key) => {
      calls.push({ what: key, key, body });
      return (await reply(key)) as never;
    },
  };
  return { s, calls };
}

describe("the desk's device queue", () => {
  beforeEach(() => {
    localStorage.clear();
    signIn(7);
  });

  it("keeps entries per event and per signed-in admin, and nothing without one", () => {
    expect(enqueue(EVENT, walkIn("Asha Kulkarni", "key-a-0000000001"))).toBe(true);
    expect(enqueue(EVENT, checkIn("tok1"))).toBe(true);
    expect(queued(EVENT).map((q) => q.kind)).toEqual(["walkIn", "checkIn"]);
    expect(queued(6)).toEqual([]);
    signIn(8);
    expect(queued(EVENT)).toEqual([]);
    signIn(7);
    expect(queued(EVENT)).toHaveLength(2);
    localStorage.removeItem(LOCAL_USER_KEY);
    expect(enqueue(EVENT, checkIn("tok2"))).toBe(false);
    expect(queued(EVENT)).toEqual([]);
  });

  it("is bounded: past the limit an entry is refused, not dropped silently", () => {
    for (let i = 0; i < QUEUE_LIMIT; i++) expect(enqueue(EVENT, checkIn(`t${i}`))).toBe(true);
    expect(enqueue(EVENT, walkIn("Late Family", "key-late-00000001"))).toBe(false);
    expect(queued(EVENT)).toHaveLength(QUEUE_LIMIT);
    expect(queued(EVENT).at(-1)).toMatchObject({ kind: "checkIn", body: { token: `t${QUEUE_LIMIT - 1}` } });
  });

  it("replays in order with each walk-in's own key, and shows each answer or conflict", async () => {
    enqueue(EVENT, checkIn("tok1"));
    enqueue(EVENT, walkIn("Asha Kulkarni", "key-asha-0000001"));
    enqueue(EVENT, walkIn("Meera Patil", "key-meera-000001", { joinWaitingList: true }));
    enqueue(EVENT, walkIn("Sita Jadhav", "key-sita-0000001"));
    enqueue(EVENT, walkIn("Gita More", "key-gita-0000001", { photoId: "ph-12" }));
    enqueue(EVENT, walkIn("Rama Shinde", "key-rama-0000001"));
    const { s, calls } = senders((what) => {
      if (what === "tok1") return { outcome: "already", registration: {}, message: "Already checked in." };
      if (what === "key-asha-0000001") return answer("Asha Kulkarni", "registered", "Registered.");
      if (what === "key-meera-000001") return answer("Meera Patil", "waiting", "On the waiting list, 1st.");
      if (what === "key-sita-0000001")
        return new ApiError(409, "conflict", "This receipt number is already recorded.");
      if (what === "key-gita-0000001") return new ApiError(409, "conflict", "All places are taken.");
      return new ApiError(409, "conflict", "This melava is not open.");
    });
    const results = await replayQueue(EVENT, s, t);
    expect(calls.map((c) => c.what)).toEqual([
      "tok1",
      "key-asha-0000001",
      "key-meera-000001",
      "key-sita-0000001",
      "key-gita-0000001",
      "key-rama-0000001",
    ]);
    expect(calls[2]?.body).toMatchObject({
      firstName: "Meera",
      joinWaitingList: true,
      receiptNumber: "R-key-meera-000001",
    });
    expect(results.map((r) => [r.tone, r.text])).toEqual([
      ["yellow", "Already checked in."],
      ["green", "Asha Kulkarni: Registered. [onspot.photoLater]"],
      ["yellow", "Meera Patil: On the waiting list, 1st. [onspot.photoLater]"],
      ["red", "Sita Jadhav: This receipt number is already recorded."],
      ["red", "Gita More: All places are taken."],
      ["red", "Rama Shinde: This melava is not open."],
    ]);
    expect(queued(EVENT)).toEqual([]);
  });

  it("stops at a lost network or an ended session and sends the rest later with the same key", async () => {
    enqueue(EVENT, walkIn("Asha Kulkarni", "key-asha-0000001"));
    enqueue(EVENT, walkIn("Meera Patil", "key-meera-000001"));
    enqueue(EVENT, checkIn("tok1"));
    let down: ApiError | null = new ApiError(0, "network", "offline");
    const first = senders((what) =>
      what === "key-meera-000001" && down ? down : answer("x", "registered", "Registered."),
    );
    expect(await replayQueue(EVENT, first.s, t)).toHaveLength(1);
    expect(queued(EVENT).map((q) => q.kind)).toEqual(["walkIn", "checkIn"]);
    down = new ApiError(401, "unauthorized", "Sign in again.");
    expect(await replayQueue(EVENT, first.s, t)).toEqual([]);
    down = new ApiError(503, "internal", "Busy.");
    expect(await replayQueue(EVENT, first.s, t)).toEqual([]);
    // The first attempt is still being handled on the server: not a refusal, the entry waits.
    down = new ApiError(409, "still_saving", "Still saving.");
    expect(await replayQueue(EVENT, first.s, t)).toEqual([]);
    expect(queued(EVENT)).toHaveLength(2);
    down = null;
    const second = senders((what) =>
      what === "tok1"
        ? { outcome: "checkedIn", message: "Checked in." }
        : answer("Meera", "registered", "Registered."),
    );
    await replayQueue(EVENT, second.s, t);
    // The lost attempt and the retry carry one key: the server answers the retry with the first registration.
    const meera = first.calls.filter((c) => c.what === "key-meera-000001");
    expect(meera).toHaveLength(4);
    expect(second.calls.map((c) => c.key ?? c.what)).toEqual(["key-meera-000001", "tok1"]);
    expect(queued(EVENT)).toEqual([]);
  });

  it("sends each entry once when the page load and the 'online' event replay together", async () => {
    enqueue(EVENT, walkIn("Asha Kulkarni", "key-asha-0000001"));
    enqueue(EVENT, checkIn("tok1"));
    const { s, calls } = senders((what) =>
      what === "tok1"
        ? { outcome: "checkedIn", message: "Checked in." }
        : answer("Asha", "registered", "Registered."),
    );
    const [a, b] = await Promise.all([replayQueue(EVENT, s, t), replayQueue(EVENT, s, t)]);
    expect(calls).toHaveLength(2);
    expect(a).toBe(b);
  });

  it("names the fields a refused walk-in got wrong", async () => {
    enqueue(EVENT, walkIn("Asha Kulkarni", "key-asha-0000001"));
    const { s } = senders(
      () =>
        new ApiError(400, "validation", "Check the form.", { paymentMethod: "melava:validation.deskFee" }),
    );
    const [r] = await replayQueue(EVENT, s, t);
    expect(r).toMatchObject({
      tone: "red",
      text: "Asha Kulkarni: Check the form. [melava:validation.deskFee]",
    });
  });

  it("survives an expired session but goes at sign-out, with the kept list; the device id stays", () => {
    enqueue(EVENT, walkIn("Asha Kulkarni", "key-asha-0000001"));
    keepDesk({
      eventId: EVENT,
      counts: { registered: 1, brides: 1, grooms: 0, checkedIn: 0, paid: 1, waiting: 0 },
      items: [],
    });
    localStorage.setItem("vv-melava-device", JSON.stringify("desk-abc"));
    localStorage.setItem("vv-melava-queue-5", "[]");
    clearLocalUserData();
    signIn(7);
    expect(queued(EVENT)).toHaveLength(1);
    expect(keptDesk(EVENT)).not.toBeNull();
    clearLocalUserData({ forgetDrafts: true });
    signIn(7);
    expect(queued(EVENT)).toEqual([]);
    expect(keptDesk(EVENT)).toBeNull();
    expect(localStorage.getItem("vv-melava-queue-5")).toBeNull();
    expect(localStorage.getItem("vv-melava-device")).toBe(JSON.stringify("desk-abc"));
  });
});
