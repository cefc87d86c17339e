// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildMasterData } from "@vv/shared/master-data";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiCall, fakeApi, renderPage, setupComponentTests } from "../../../test/render";
import { OnSpotForm } from "./OnSpotForm";

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
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("names the missing fields, the booklet photo question included, and sends nothing", async () => {
    const calls = fakeApi(() => ({ status: 201, body: ANSWER }));
    renderPage(<OnSpotForm eventId={5} feeRupees={0} master={MASTER} onRegistered={() => {}} />);
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
    renderPage(<OnSpotForm eventId={5} feeRupees={300} master={MASTER} onRegistered={done} />);
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
});
