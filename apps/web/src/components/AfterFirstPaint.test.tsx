// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { AfterFirstPaint } from "./AfterFirstPaint";

afterEach(() => vi.useRealTimers());

it("shows the placeholder in the first frame and the children once it has painted", async () => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout"] });
  render(
    <AfterFirstPaint placeholder={<p>placeholder</p>}>
      <p>sections</p>
    </AfterFirstPaint>,
  );
  expect(screen.getByText("placeholder")).toBeTruthy();
  expect(screen.queryByText("sections")).toBeNull();
  await act(async () => {
    vi.advanceTimersToNextFrame();
  });
  // The frame's callback has run; the children wait for the task after the paint.
  expect(screen.queryByText("sections")).toBeNull();
  await act(async () => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.getByText("sections")).toBeTruthy();
  expect(screen.queryByText("placeholder")).toBeNull();
});

it("schedules nothing after it is gone", async () => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout"] });
  const { unmount } = render(
    <AfterFirstPaint placeholder={null}>
      <p>sections</p>
    </AfterFirstPaint>,
  );
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
