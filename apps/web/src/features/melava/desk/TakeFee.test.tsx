// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MelavaDeskRow } from "@vv/shared/melava";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, renderPage, setupComponentTests } from "../../../test/render";
import { TakeFee } from "./TakeFee";

const ROW: MelavaDeskRow = {
  id: 41,
  profileId: 9,
  profileName: "Asha Kulkarni",
  registrationNumber: 1009,
  gender: 2,
  status: "awaiting_payment",
  eventNumber: null,
  feeRupees: 300,
  paid: false,
  checkedInAt: null,
};

describe("the desk takes the fee of an online registration", () => {
  beforeAll(setupComponentTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the receipt, sends how the fee was received, and refreshes the list", async () => {
    const calls = fakeApi((call) =>
      call.method === "POST"
        ? {
            body: {
              registration: { ...ROW, status: "registered", eventNumber: 3, paid: true },
              message: "Bride 003 Asha Kulkarni: fee received, registered.",
            },
          }
        : undefined,
    );
    const paid = vi.fn();
    renderPage(<TakeFee eventId={5} row={ROW} onPaid={paid} />);
    fireEvent.click(screen.getByTestId("desk-take-fee-41"));
    expect(await screen.findByRole("dialog", { name: "Fee for Asha Kulkarni" })).toBeTruthy();
    expect(screen.getByText(/Record the fee of ₹300 received here/)).toBeTruthy();
    fireEvent.click(screen.getByTestId("desk-fee-submit"));
    expect(await screen.findByText("Give the receipt number (letters, digits, / or -).")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.click(screen.getByRole("radio", { name: "UPI" }));
    await userEvent.setup().type(screen.getByTestId("desk-fee-receipt"), " UPI-778 ");
    fireEvent.click(screen.getByTestId("desk-fee-submit"));
    await waitFor(() => expect(paid).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ["/admin/melava/5/registrations/41/desk-fee", { paymentMethod: "upi_desk", receiptNumber: "UPI-778" }],
    ]);
    await waitFor(() => expect(screen.queryByTestId("desk-fee-form")).toBeNull());
  });

  it("says why the server refused, in the dialog", async () => {
    fakeApi((call) =>
      call.method === "POST"
        ? {
            status: 409,
            body: { error: { code: "conflict", message: "The fee for this registration is already paid." } },
          }
        : undefined,
    );
    const paid = vi.fn();
    renderPage(<TakeFee eventId={5} row={ROW} onPaid={paid} />);
    fireEvent.click(screen.getByTestId("desk-take-fee-41"));
    await userEvent.setup().type(await screen.findByTestId("desk-fee-receipt"), "B/104");
    fireEvent.click(screen.getByTestId("desk-fee-submit"));
    expect((await screen.findByTestId("desk-fee-error")).textContent).toBe(
      "The fee for this registration is already paid.",
    );
    expect(paid).not.toHaveBeenCalled();
  });
});
