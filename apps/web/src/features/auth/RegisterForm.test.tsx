// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildMasterData } from "@vv/shared/master-data";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, renderPage, setupComponentTests } from "../../test/render";
import { RegisterForm } from "./RegisterForm";

const { states } = buildMasterData();

function renderForm() {
  const onDone = vi.fn();
  const calls = fakeApi(() => undefined);
  renderPage(<RegisterForm mobile="9822012345" states={states} onDone={onDone} onMustSignIn={vi.fn()} />);
  return { onDone, calls };
}

/** Opens a searchable select, types the option's name and picks it. */
async function pick(testId: string, option: string) {
  const input = screen.getByTestId(testId);
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: option } });
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

describe("the sign-up form", () => {
  beforeAll(setupComponentTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the mobile locked and Maharashtra chosen, and asks for names and the district", async () => {
    const { calls, onDone } = renderForm();
    expect((screen.getByTestId("register-mobile") as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId("register-state") as HTMLInputElement).value).toBe("Maharashtra");
    fireEvent.click(screen.getByTestId("register-submit"));
    expect(await screen.findByText("Please enter the first name.")).toBeTruthy();
    expect(screen.getByText("Please select the district.")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/auth/register")).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("offers the chosen state's districts and starts a new state with no district", async () => {
    renderForm();
    await pick("register-district", "Satara");
    expect((screen.getByTestId("register-district") as HTMLInputElement).value).toBe("Satara");
    await pick("register-state", "Goa");
    await waitFor(() => expect((screen.getByTestId("register-district") as HTMLInputElement).value).toBe(""));
    fireEvent.click(screen.getByTestId("register-district"));
    expect(await screen.findByRole("option", { name: "North Goa", hidden: true })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "Satara", hidden: true })).toBeNull();
  });

  it("refuses a first name in digits with a message in words", async () => {
    renderForm();
    await userEvent.setup().type(screen.getByTestId("register-first-name"), "12345");
    fireEvent.click(screen.getByTestId("register-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("register-first-name").getAttribute("aria-invalid")).toBe("true"),
    );
  });
});
