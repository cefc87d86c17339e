// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { reportReachable } from "../lib/connection";
import { renderPage, setupComponentTests } from "../test/render";
import { Loading } from "./Loading";

describe("a page waiting for its data", () => {
  beforeAll(setupComponentTests);
  afterEach(() => {
    cleanup();
    reportReachable(true);
  });

  it("spins while online, and says the page needs the internet instead of spinning forever offline", () => {
    renderPage(<Loading />);
    expect(screen.getByLabelText("Loading…")).toBeTruthy();
    expect(screen.queryByTestId("needs-internet")).toBeNull();
    act(() => reportReachable(false));
    expect(screen.getByTestId("needs-internet").textContent).toMatch(/needs the internet/);
    act(() => reportReachable(true));
    expect(screen.queryByTestId("needs-internet")).toBeNull();
  });
});
