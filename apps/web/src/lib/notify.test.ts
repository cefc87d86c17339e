// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, notifyError, notifySuccess, registerNotifications } from "./notify";

type Api = Parameters<typeof registerNotifications>[0];

describe("messages and page changes", () => {
  afterEach(() => vi.useRealTimers());

  it("hides what the previous page said and keeps what the page change itself said", async () => {
    const show = vi.fn<(n: { id: string; message: string }) => void>();
    const hide = vi.fn<(id: string) => void>();
    registerNotifications({ show, hide } as unknown as Api);
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    notifyError("Wrong OTP");
    await vi.advanceTimersByTimeAsync(5000);
    // The family types the right code and taps Verify: the wrong OTP's message is now the past.
    window.dispatchEvent(new Event("pointerdown"));
    notifySuccess("Signed in");
    await vi.advanceTimersByTimeAsync(500);
    leavePage();
    const ids = Object.fromEntries(show.mock.calls.map(([n]) => [n.message, n.id]));
    expect(hide.mock.calls.map(([id]) => id)).toEqual([ids["Wrong OTP"]]);
    // The answer to the last tap survives a slow redirect chain (another page change seconds later)…
    await vi.advanceTimersByTimeAsync(8000);
    leavePage();
    expect(hide.mock.calls.map(([id]) => id)).toEqual([ids["Wrong OTP"]]);
    // …and goes with the next page change the family makes.
    window.dispatchEvent(new Event("keydown"));
    leavePage();
    expect(hide.mock.calls.map(([id]) => id)).toEqual([ids["Wrong OTP"], ids["Signed in"]]);
  });
});

describe("the notification system's download", () => {
  it("is asked for once, by the first message shown before it is mounted", async () => {
    vi.resetModules();
    const show = vi.fn();
    vi.doMock("@mantine/notifications", () => ({ notifications: { show, hide: vi.fn() } }));
    const notify = await import("./notify");
    const asked = vi.fn();
    window.addEventListener(notify.WANT_SNACKBARS, asked);
    expect(notify.snackbarsWanted()).toBe(false);
    notify.notifyError("No connection");
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    notify.notifySuccess("Saved");
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(notify.snackbarsWanted()).toBe(true);
    window.removeEventListener(notify.WANT_SNACKBARS, asked);
    vi.doUnmock("@mantine/notifications");
  });
});
