// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { buildMasterData } from "@vv/shared/master-data";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, renderPage, setupComponentTests } from "../../../test/render";
import { emptyProfileValues } from "./form-values";
import { ProfileForm } from "./ProfileForm";

const master = buildMasterData();

function renderForm() {
  const calls = fakeApi(() => undefined);
  const onCreated = vi.fn();
  const view = renderPage(
    <ProfileForm
      master={master}
      userId={7}
      initialValues={emptyProfileValues()}
      onCreated={onCreated}
      onUpdated={vi.fn()}
    />,
  );
  return { calls, onCreated, view };
}

/** Opens a searchable select, types the option's name and picks it. */
async function pick(input: HTMLInputElement, option: string) {
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: option } });
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`) as HTMLElement;

describe("the profile form", () => {
  beforeAll(setupComponentTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("marks the required fields of an empty profile and sends nothing", async () => {
    const { calls, onCreated } = renderForm();
    fireEvent.submit(document.querySelector("form") as HTMLFormElement);
    await waitFor(() => expect(field("firstName").textContent).toMatch(/required|enter/i));
    for (const name of ["photoId", "firstName", "lastName", "religionId", "districtId"]) {
      expect(
        field(name).querySelector("[aria-invalid=true], [role=alert], .mantine-InputWrapper-error"),
      ).not.toBeNull();
    }
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("lists the districts of the chosen state and clears the district when the state changes", async () => {
    renderForm();
    const state = field("stateId").querySelector("input") as HTMLInputElement;
    const district = field("districtId").querySelector("input") as HTMLInputElement;
    await pick(state, "Maharashtra");
    await pick(district, "Satara");
    expect(district.value).toBe("Satara");
    await pick(state, "Goa");
    await waitFor(() => expect(district.value).toBe(""));
    fireEvent.click(district);
    expect(await screen.findByRole("option", { name: "North Goa", hidden: true })).toBeTruthy();
  });
});
