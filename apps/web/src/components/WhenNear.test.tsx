// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenNear } from "./WhenNear";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options?: { rootMargin?: string }; disconnect: () => void }[] = [];

class FakeObserver {
  disconnect = vi.fn();
  constructor(
    public callback: Callback,
    public options?: { rootMargin?: string },
  ) {
    observers.push(this);
  }
  observe() {}
}

afterEach(() => {
  cleanup();
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe("WhenNear", () => {
  it("shows the placeholder until the reader scrolls near, then the section, and stops watching", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(
      <WhenNear placeholder={<p>later</p>}>
        <p>kundli</p>
      </WhenNear>,
    );
    expect(screen.getByText("later")).toBeTruthy();
    expect(screen.queryByText("kundli")).toBeNull();
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toMatch(/^\d+px/);

    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText("kundli")).toBeNull();
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(screen.getByText("kundli")).toBeTruthy();
    expect(screen.queryByText("later")).toBeNull();
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it("renders the section at once where the browser cannot tell (no IntersectionObserver)", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <WhenNear placeholder={<p>later</p>}>
        <p>kundli</p>
      </WhenNear>,
    );
    expect(screen.getByText("kundli")).toBeTruthy();
  });
});
