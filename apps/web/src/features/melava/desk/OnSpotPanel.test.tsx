// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildMasterData } from "@vv/shared/master-data";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { reportReachable } from "../../../lib/connection";
import { type ApiCall, fakeApi, renderPage, setupComponentTests } from "../../../test/render";
import { LOCAL_USER_KEY } from "../../auth/local-data";
import { OnSpotPanel } from "./OnSpotPanel";
import { queued } from "./offline";

const MASTER = buildMasterData();
const item = (overrides: object) => ({
  profileId: 9,
  registrationNumber: 1009,
  name: "Asha Kulkarni",
  gender: 2,
  districtId: 2021,
  educationId: 5,
  approval: "approved",
  hasPhoto: true,
  state: "registrable",
  registration: null,
  ...overrides,
});
const FOUND = {
  kind: "mobile",
  items: [
    item({}),
    item({
      profileId: 10,
      registrationNumber: 1010,
      name: "Ravi Kulkarni",
      gender: 1,
      state: "alreadyRegistered",
      registration: { id: 3, status: "registered", eventNumber: 4 },
    }),
    item({
      profileId: 11,
      registrationNumber: 1011,
      name: "Neha Kulkarni",
      state: "pending",
      approval: "pending",
    }),
    item({
      profileId: 12,
      registrationNumber: 1012,
      name: "Meera Kulkarni",
      state: "alreadyRegistered",
      registration: { id: 8, status: "awaiting_payment", eventNumber: null },
    }),
  ],
};
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
  message: "Registered on the spot; the entry pass is ready.",
};

function serve(post: (call: ApiCall) => object | "offline" = () => ({ status: 201, body: ANSWER })) {
  return fakeApi((call) => {
    if (call.path === "/master-data") return { body: MASTER };
    if (call.path === "/admin/melava/5") return { body: { id: 5, feeRupees: 300 } };
    if (call.path.startsWith("/admin/melava/5/desk-lookup"))
      return call.path.endsWith("q=1234")
        ? { body: { kind: "registrationNumber", items: [] } }
        : { body: FOUND };
    if (call.method === "POST") return post(call) as never;
    return undefined;
  });
}

async function open(onRegistered = vi.fn()) {
  renderPage(<OnSpotPanel eventId={5} enabled onRegistered={onRegistered} onQueued={() => {}} />);
  fireEvent.click(screen.getByTestId("onspot-open"));
  return screen.findByTestId("onspot-find");
}

describe("the desk's 'find first' step", () => {
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

  it("finds the family's profiles, offers only the approved one as a button, and registers it with the receipt", async () => {
    const calls = serve();
    const done = vi.fn();
    await open(done);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Registration number or mobile"), "98220 12345");
    fireEvent.click(screen.getByTestId("onspot-find-submit"));
    const heading = await screen.findByRole("heading", { name: "Profiles found: 4" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calls.some((c) => c.path === "/admin/melava/5/desk-lookup?q=98220%2012345")).toBe(true);
    // Only the registrable profile is a button; the others say why not.
    const choices = screen.getAllByTestId("onspot-find-choose");
    expect(choices).toHaveLength(1);
    expect(choices[0]?.tagName).toBe("BUTTON");
    expect(choices[0]?.textContent).toContain("Asha Kulkarni");
    expect(choices[0]?.textContent).toContain("Reg. no. 1009 · Bride · Nanded · BA · Photo");
    const unavailable = screen.getAllByTestId("onspot-find-unavailable").map((e) => e.textContent);
    expect(unavailable[0]).toContain("Already registered: Groom 004");
    expect(unavailable[1]).toContain("Awaiting the committee's approval");
    // Registered online without paying: the desk takes the fee from the list, not here.
    expect(unavailable[2]).toContain("fee not paid: take it with “Take fee” on its row");

    fireEvent.click(choices[0] as HTMLElement);
    const title = await screen.findByRole("heading", { name: "Register Asha Kulkarni (1009)" });
    await waitFor(() => expect(document.activeElement).toBe(title));
    fireEvent.click(screen.getByTestId("onspot-existing-submit"));
    expect(await screen.findByText("Choose whether the photo is printed.")).toBeTruthy();
    expect(screen.getByText("Give the receipt number (letters, digits, / or -).")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "No photo" }));
    fireEvent.click(screen.getByRole("radio", { name: "UPI" }));
    await user.type(screen.getByTestId("onspot-existing-receipt"), "R-9");
    fireEvent.click(screen.getByTestId("onspot-existing-submit"));
    await screen.findByTestId("onspot-done");
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe("/admin/melava/5/on-the-spot/existing");
    expect(posts[0]?.body).toEqual({
      profileId: 9,
      showPhoto: false,
      showContact: false,
      joinWaitingList: false,
      paymentMethod: "upi_desk",
      receiptNumber: "R-9",
    });
    expect(posts[0]?.headers["idempotency-key"]).toBeTruthy();
    expect(done).toHaveBeenCalledWith(ANSWER);
    expect(screen.getByRole("link", { name: "Open the entry pass" }).getAttribute("href")).toBe(
      "/melava/pass/41",
    );
    // The next family starts with an empty search.
    fireEvent.click(screen.getByRole("button", { name: "Register another family" }));
    expect((screen.getByLabelText("Registration number or mobile") as HTMLInputElement).value).toBe("");
  });

  it("a lost request registers nothing and says so; the retry sends the same key", async () => {
    let online = false;
    const calls = serve(() => (online ? { status: 201, body: ANSWER } : "offline"));
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Registration number or mobile"), "9822012345");
    fireEvent.click(screen.getByTestId("onspot-find-submit"));
    fireEvent.click((await screen.findAllByTestId("onspot-find-choose"))[0] as HTMLElement);
    fireEvent.click(await screen.findByRole("radio", { name: "Yes, print the photo" }));
    await user.type(screen.getByTestId("onspot-existing-receipt"), "R-10");
    fireEvent.click(screen.getByTestId("onspot-existing-submit"));
    expect((await screen.findByTestId("onspot-error")).textContent).toContain("Nothing was registered");
    expect(queued(5)).toEqual([]);
    online = true;
    reportReachable(true);
    fireEvent.click(screen.getByTestId("onspot-existing-submit"));
    await screen.findByTestId("onspot-done");
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers["idempotency-key"]).toBe(posts[0]?.headers["idempotency-key"]);
  });

  it("no match, or 'none of these', opens the new-profile form with the mobile searched for; offline it says finding needs the network", async () => {
    serve();
    await open();
    const user = userEvent.setup();
    const box = screen.getByLabelText("Registration number or mobile");
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, "1234");
    fireEvent.click(screen.getByTestId("onspot-find-submit"));
    expect(await screen.findByRole("heading", { name: "No profile was found for 1234." })).toBeTruthy();
    await user.clear(box);
    await user.type(box, "+९१ ९८२२० १२३४५");
    fireEvent.click(screen.getByTestId("onspot-find-submit"));
    fireEvent.click(await screen.findByRole("button", { name: "None of these — new profile" }));
    const form = await screen.findByTestId("onspot-form");
    expect((form.querySelector('input[data-field="mobile"]') as HTMLInputElement).value).toBe("9822012345");
    fireEvent.click(screen.getByRole("button", { name: "Back to the search" }));
    const again = await screen.findByRole("heading", { name: "Profiles found: 4" });
    await waitFor(() => expect(document.activeElement).toBe(again));

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    reportReachable(false);
    cleanup();
    await open();
    expect(screen.getByTestId("onspot-find-offline").textContent).toContain(
      "finding a profile needs the network",
    );
    fireEvent.click(screen.getByRole("button", { name: "Make a new profile" }));
    expect(await screen.findByTestId("onspot-offline")).toBeTruthy();
  });
});
