// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildMasterData } from "@vv/shared/master-data";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { reportReachable } from "../../../lib/connection";
import { type ApiCall, fakeApi, renderPage, setupComponentTests } from "../../../test/render";
import { LOCAL_USER_KEY } from "../../auth/local-data";
import { OnSpotForm } from "./OnSpotForm";
import { type QueuedWalkIn, queued } from "./offline";
import { deskSenders, replayQueue } from "./replay";

const MASTER = buildMasterData();

const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`[data-field="${name}"] input:not([type=hidden])`) ??
  (document.querySelector<HTMLInputElement>(`input[data-field="${name}"]`) as HTMLInputElement);

async function pick(name: string, option: string) {
  fireEvent.click(input(name));
  fireEvent.change(input(name), { target: { value: option } });
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

const ANSWER = {
  registration: {
    id: 41,
    profileId: 9,
    profileName: "Asha Kulkarni",
    registrationNumber: 1009,
    gender: 2,
    status: "registered",
    eventNumber: 3,
    feeRupees: 300,
    paid: true,
    checkedInAt: null,
  },
  accountExisted: true,
  waitingPosition: null,
  message: "Registered on the spot; the entry pass is ready. This mobile already had an account.",
};

async function fill() {
  const user = userEvent.setup();
  await user.type(input("mobile"), "98220 12345");
  fireEvent.click(screen.getByRole("radio", { name: "Bride" }));
  await user.type(input("firstName"), "Asha");
  await user.type(input("lastName"), "Kulkarni");
  await user.type(input("dateOfBirth"), "12041999");
  await pick("stateId", "Maharashtra");
  await pick("districtId", "Nanded");
  await pick("educationId", "BA");
  fireEvent.click(screen.getByRole("radio", { name: "No photo" }));
  return user;
}

describe("the desk's on-the-spot form", () => {
  beforeAll(setupComponentTests);
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(LOCAL_USER_KEY, JSON.stringify({ id: 7, roles: ["admin"] }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reportReachable(true);
  });

  it("names the missing fields, the booklet photo question included, and sends nothing", async () => {
    const calls = fakeApi(() => ({ status: 201, body: ANSWER }));
    renderPage(
      <OnSpotForm eventId={5} feeRupees={0} master={MASTER} onRegistered={() => {}} onQueued={() => {}} />,
    );
    fireEvent.click(screen.getByTestId("onspot-submit"));
    expect(await screen.findByText("Choose whether the photo is printed.")).toBeTruthy();
    expect(input("mobile").getAttribute("aria-invalid")).toBe("true");
    expect(input("firstName").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c: ApiCall) => c.method === "POST")).toHaveLength(0);
    expect(screen.getByText("No fee for this melava.")).toBeTruthy();
    // The camera opens straight away on a phone.
    const file = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(file?.getAttribute("capture")).toBe("environment");
    expect(file?.getAttribute("accept")).toBe("image/*");
  });

  it("asks for the receipt when there is a fee, retries with the same Idempotency-Key, then shows the pass link", async () => {
    let fail = true;
    const calls = fakeApi((call) =>
      call.method === "POST"
        ? fail
          ? {
              status: 409,
              body: { error: { code: "conflict", message: "This receipt number is already recorded." } },
            }
          : { status: 201, body: ANSWER }
        : undefined,
    );
    const done = vi.fn();
    renderPage(
      <OnSpotForm eventId={5} feeRupees={300} master={MASTER} onRegistered={done} onQueued={() => {}} />,
    );
    expect(screen.getByText("Fee ₹300 received")).toBeTruthy();
    const user = await fill();
    fireEvent.click(screen.getByTestId("onspot-submit"));
    expect(await screen.findByText("Give the receipt number (letters, digits, / or -).")).toBeTruthy();
    await user.type(input("receiptNumber"), "R-12");
    fireEvent.click(screen.getByTestId("onspot-submit"));
    expect(await screen.findByTestId("onspot-error")).toHaveProperty(
      "textContent",
      "This receipt number is already recorded.",
    );
    fail = false;
    fireEvent.click(screen.getByTestId("onspot-submit"));
    await screen.findByTestId("onspot-done");
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[0]?.path).toBe("/admin/melava/5/on-the-spot");
    expect(posts[0]?.body).toMatchObject({
      mobile: "9822012345",
      gender: 2,
      firstName: "Asha",
      dateOfBirth: "1999-04-12",
      districtId: 2021,
      educationId: 5,
      showPhoto: false,
      showContact: false,
      paymentMethod: "cash",
      receiptNumber: "R-12",
    });
    const key = posts[0]?.headers["idempotency-key"];
    expect(key).toBeTruthy();
    expect(posts[1]?.headers["idempotency-key"]).toBe(key);
    await waitFor(() => expect(done).toHaveBeenCalledWith(ANSWER));
    expect(screen.getByText(/already had an account/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the entry pass" }).getAttribute("href")).toBe(
      "/melava/pass/41",
    );
  });

  it("offline: says so, offers no camera, and keeps the walk-in on this device without a photo", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const calls = fakeApi(() => ({ status: 201, body: ANSWER }));
    const kept = vi.fn();
    renderPage(
      <OnSpotForm eventId={5} feeRupees={300} master={MASTER} onRegistered={() => {}} onQueued={kept} />,
    );
    expect(screen.getByTestId("onspot-offline").textContent).toMatch(/saved on this device.*add it later/);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    const user = await fill();
    await user.type(input("receiptNumber"), "R-77");
    fireEvent.click(screen.getByRole("button", { name: "Save on this device" }));
    const saved = await screen.findByTestId("onspot-saved");
    expect(saved.textContent).toContain(
      "Asha Kulkarni: saved on this device, will be sent when the network returns.",
    );
    expect(saved.textContent).toContain("No photo was sent: add it later from the committee's screens.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(kept).toHaveBeenCalledOnce();
    const [item] = queued(5) as QueuedWalkIn[];
    expect(item).toMatchObject({ kind: "walkIn", name: "Asha Kulkarni" });
    expect(item?.body).toMatchObject({ mobile: "9822012345", receiptNumber: "R-77", paymentMethod: "cash" });
    expect(item?.body.photoId).toBeUndefined();
    expect(item?.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The next family gets a new key.
    fireEvent.click(screen.getByRole("button", { name: "Register another family" }));
    await user.type(input("mobile"), "98220 99999");
    fireEvent.click(screen.getByRole("radio", { name: "Groom" }));
    await user.type(input("firstName"), "Ravi");
    await user.type(input("lastName"), "Patil");
    await user.type(input("dateOfBirth"), "12041995");
    await pick("stateId", "Maharashtra");
    await pick("districtId", "Nanded");
    await pick("educationId", "BA");
    fireEvent.click(screen.getByRole("radio", { name: "No photo" }));
    await user.type(input("receiptNumber"), "R-78");
    fireEvent.click(screen.getByRole("button", { name: "Save on this device" }));
    await screen.findByTestId("onspot-saved");
    const both = queued(5) as QueuedWalkIn[];
    expect(both.map((q) => q.name)).toEqual(["Asha Kulkarni", "Ravi Patil"]);
    expect(both[1]?.key).not.toBe(both[0]?.key);
  });

  it("a request that never arrives is kept with its key, and the replay sends that same key", async () => {
    let online = false;
    const calls = fakeApi((call) =>
      call.method !== "POST" ? undefined : online ? { status: 201, body: ANSWER } : "offline",
    );
    const kept = vi.fn();
    renderPage(
      <OnSpotForm eventId={5} feeRupees={300} master={MASTER} onRegistered={() => {}} onQueued={kept} />,
    );
    const user = await fill();
    await user.type(input("receiptNumber"), "R-12");
    fireEvent.click(screen.getByTestId("onspot-submit"));
    await screen.findByTestId("onspot-saved");
    expect(kept).toHaveBeenCalledOnce();
    const lost = calls.filter((c) => c.method === "POST");
    expect(lost).toHaveLength(1);
    const key = lost[0]?.headers["idempotency-key"];
    expect((queued(5)[0] as QueuedWalkIn).key).toBe(key);

    online = true;
    reportReachable(true);
    const results = await replayQueue(5, deskSenders(5), (k) => k);
    const sent = calls.filter((c) => c.method === "POST");
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers["idempotency-key"]).toBe(key);
    expect(sent[1]?.body).toEqual(lost[0]?.body);
    expect(results[0]).toMatchObject({ tone: "green" });
    expect(results[0]?.text).toContain("Asha Kulkarni: Registered on the spot");
    expect(queued(5)).toEqual([]);
  });
});
