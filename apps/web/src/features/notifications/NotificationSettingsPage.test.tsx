// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { NotificationPreferencesResponse } from "@vv/shared/notifications";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiCall, fakeApi, renderPage, SIGNED_IN_MEMBER, setupComponentTests } from "../../test/render";
import { NotificationSettingsPage } from "./NotificationSettingsPage";

const KEY = `B${"A".repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: "https://fcm.googleapis.com/fcm/send/abc",
  keys: { p256dh: `B${"x".repeat(86)}`, auth: "y".repeat(22) },
};

function prefs(over: Partial<NotificationPreferencesResponse> = {}): NotificationPreferencesResponse {
  return {
    sms: [],
    whatsapp: [],
    push: [],
    available: ["sms", "whatsapp", "push"],
    pushKey: KEY,
    pushDevices: 0,
    ...over,
  };
}

function serve(answer: NotificationPreferencesResponse): ApiCall[] {
  return fakeApi((call) => {
    if (call.path === "/auth/me") return { body: { user: SIGNED_IN_MEMBER } };
    if (call.path === "/notifications/preferences") return { body: answer };
    if (call.path === "/push/subscriptions") return { body: { devices: 1 } };
    return undefined;
  });
}

/** A browser with the Push API: the member answers the permission question with `answer`. */
function browserWithPush(answer: NotificationPermission) {
  let current: unknown = null;
  const subscription = {
    endpoint: SUBSCRIPTION.endpoint,
    options: { applicationServerKey: null },
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => true),
  };
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: vi.fn(async () => {
        current = subscription;
        return subscription;
      }),
    },
  };
  const notification = { permission: "default", requestPermission: vi.fn(async () => answer) };
  for (const target of [window, globalThis] as Record<string, unknown>[]) {
    target.Notification = notification;
    target.PushManager = class {};
  }
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { notification, registration };
}

function noPushInBrowser() {
  for (const target of [window, globalThis] as Record<string, unknown>[]) {
    delete target.Notification;
    delete target.PushManager;
  }
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: undefined });
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
}

/** happy-dom renders the page slowly on a busy machine. */
const SLOW = { timeout: 15_000 };

const box = (channel: string, type: string) =>
  screen.getByTestId(`pref-${channel}-${type}`) as HTMLInputElement;

beforeAll(setupComponentTests);
afterEach(() => {
  cleanup();
  noPushInBrowser();
});

describe("notification settings: the phone notifications column", () => {
  it("has a third column, and says plainly when this browser cannot show notifications", async () => {
    noPushInBrowser();
    serve(prefs());
    renderPage(<NotificationSettingsPage />);
    expect(await screen.findByRole("columnheader", { name: "Device notifications" })).toBeTruthy();
    expect(box("push", "interest_received").disabled).toBe(false);
    expect((await screen.findByTestId("push-problem")).textContent).toMatch(
      /cannot show the portal's notifications/,
    );
    // Ticking on a browser that cannot: nothing stays ticked in silence.
    fireEvent.click(box("push", "interest_received"));
    await waitFor(() => expect(box("push", "interest_received").checked).toBe(false));
  });

  it("asks permission on the member's tick, subscribes this device in the page's language, saves the column", async () => {
    const { notification, registration } = browserWithPush("granted");
    const calls = serve(prefs());
    renderPage(<NotificationSettingsPage />);
    expect(
      await screen.findByText(/appear on this device even when the portal is closed/, {}, SLOW),
    ).toBeTruthy();
    // Not asked on the page's load.
    expect(notification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(box("push", "interest_received"));
    await waitFor(() => expect(registration.pushManager.subscribe).toHaveBeenCalled());
    const sent = await waitFor(() => {
      const call = calls.find((c) => c.path === "/push/subscriptions");
      if (!call) throw new Error("not yet");
      return call;
    });
    expect(sent.body).toEqual({ ...SUBSCRIPTION, language: "en" });
    expect(box("push", "interest_received").checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ push: ["interest_received"] });
  });

  it("says how to unblock when the member or the browser refuses", async () => {
    browserWithPush("denied");
    serve(prefs());
    renderPage(<NotificationSettingsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Allow on this device" }, SLOW));
    expect((await screen.findByTestId("push-problem")).textContent).toMatch(/blocked in this browser/);
  });

  it("without the portal's VAPID keys the column cannot be chosen", async () => {
    browserWithPush("granted");
    serve(prefs({ available: ["sms", "whatsapp"], pushKey: null }));
    renderPage(<NotificationSettingsPage />);
    await screen.findByRole("columnheader", { name: "Device notifications" });
    expect(box("push", "interest_received").disabled).toBe(true);
    expect(screen.getByText(/Device notifications: Not offered/)).toBeTruthy();
    expect(screen.queryByTestId("push-device")).toBeNull();
  });
});
