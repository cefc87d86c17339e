// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildMasterData } from "@vv/shared/master-data";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiCall, fakeApi, renderPage, SIGNED_IN_MEMBER, setupComponentTests } from "../../test/render";
import { JobFormPage } from "./JobFormPage";

const MASTER = buildMasterData();

function api(onPost: (call: ApiCall) => { status?: number; body?: unknown } | "offline") {
  return fakeApi((call) => {
    if (call.path === "/auth/me") return { body: { user: SIGNED_IN_MEMBER } };
    if (call.path === "/master-data") return { body: MASTER };
    if (call.method === "POST" && call.path === "/jobs") return onPost(call);
    return undefined;
  });
}

const input = (name: string) =>
  document.querySelector<HTMLInputElement>(
    `[data-field="${name}"] input:not([type=hidden])`,
  ) as HTMLInputElement;

/** Opens a select, types the option's name (searchable ones filter by it) and picks it. */
async function pick(name: string, option: string) {
  fireEvent.click(input(name));
  fireEvent.change(input(name), { target: { value: option } });
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

async function fillValidJob() {
  const user = userEvent.setup();
  await screen.findByTestId("job-submit");
  await user.type(input("title"), "Accountant");
  await user.type(input("employer"), "Shree Ganesh Traders");
  await pick("jobType", "Full-time");
  await pick("qualificationId", "Graduate");
  await pick("districtId", "Satara");
  const lastDate = input("lastDate");
  const d = new Date(Date.now() + 20 * 86_400_000);
  const text = `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;
  await user.type(lastDate, text);
  fireEvent.blur(lastDate);
  await user.type(input("applyPhone"), "9822012345");
}

describe("the job form", () => {
  beforeAll(setupComponentTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("names every missing required field in words and sends nothing", async () => {
    const calls = api(() => ({ status: 201, body: { id: 1, message: "ok" } }));
    renderPage(<JobFormPage />, { path: "/job-updates/new", pattern: "/job-updates/new" });
    fireEvent.click(await screen.findByTestId("job-submit"));
    const form = screen.getByTestId("job-submit").closest("form") as HTMLElement;
    await waitFor(() => expect(within(form).getAllByText("Required").length).toBeGreaterThanOrEqual(3));
    for (const name of ["title", "employer", "jobType", "districtId", "lastDate"]) {
      expect(input(name).getAttribute("aria-invalid"), name).toBe("true");
    }
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("keeps what was typed when the network fails, and Try again resends the same Idempotency-Key", async () => {
    let attempts = 0;
    const calls = api(() =>
      ++attempts === 1 ? "offline" : { status: 201, body: { id: 42, message: "Saved" } },
    );
    renderPage(<JobFormPage />, { path: "/job-updates/new", pattern: "/job-updates/new" });
    await fillValidJob();
    fireEvent.click(screen.getByTestId("job-submit"));
    expect(await screen.findByTestId("submit-offline")).toBeTruthy();
    expect(input("title").value).toBe("Accountant");
    expect(input("employer").value).toBe("Shree Ganesh Traders");
    fireEvent.click(screen.getByTestId("submit-retry"));
    await screen.findByText("elsewhere"); // the saved post's page
    const posts = calls.filter((c) => c.method === "POST" && c.path === "/jobs");
    expect(posts).toHaveLength(2);
    const key = posts[0]?.headers["idempotency-key"];
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(posts[1]?.headers["idempotency-key"]).toBe(key);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });
});
