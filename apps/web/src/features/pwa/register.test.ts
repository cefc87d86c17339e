// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Listener = (event: Record<string, unknown>) => void;
interface FakeWorkbox {
  script: string;
  scope: string;
  listeners: Map<string, Listener[]>;
  messageSkipWaiting: ReturnType<typeof vi.fn>;
}
const created: FakeWorkbox[] = [];
vi.mock("workbox-window", () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    messageSkipWaiting = vi.fn();
    scope: string;
    constructor(
      public script: string,
      options: { scope: string },
    ) {
      this.scope = options.scope;
      created.push(this as unknown as FakeWorkbox);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    register() {
      return Promise.resolve(undefined);
    }
  },
}));
const announceUpdate = vi.fn();
vi.mock("./update-state", () => ({ announceUpdate }));

const { startServiceWorker, workerAddress, TAKEOVER_WAIT_MS } = await import("./register");
const fire = (type: string, event: Record<string, unknown> = {}) => {
  for (const listener of created.at(-1)?.listeners.get(type) ?? []) listener(event);
};

beforeEach(() => {
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});
afterEach(() => {
  created.length = 0;
  announceUpdate.mockClear();
});

describe("service worker registration", () => {
  it("names the worker by an absolute address under the base path, whatever page the family is on", () => {
    expect(workerAddress("http://x.org/")).toEqual({ script: "http://x.org/sw.js", scope: "/" });
    expect(workerAddress("http://x.org/vadhuvar/")).toEqual({
      script: "http://x.org/vadhuvar/sw.js",
      scope: "/vadhuvar/",
    });
    startServiceWorker();
    expect(created[0]?.script).toBe(new URL("sw.js", document.baseURI).href);
    expect(created[0]?.script).toMatch(/^https?:\/\//);
  });

  it("says nothing on the first install; offers the reload once when a release waits", () => {
    startServiceWorker();
    fire("installed", { isUpdate: undefined, isExternal: false });
    expect(announceUpdate).not.toHaveBeenCalled();
    fire("waiting");
    fire("waiting");
    expect(announceUpdate).toHaveBeenCalledTimes(1);
    announceUpdate.mock.calls[0]?.[0]();
    expect(created[0]?.messageSkipWaiting).toHaveBeenCalled();
    expect(created[0]?.listeners.get("controlling")).toHaveLength(1);
  });

  it("reloads once: when the new release takes over, or after a wait if the browser leaves it waiting", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, "location", { value: { ...realLocation, reload }, configurable: true });
    try {
      startServiceWorker();
      fire("waiting");
      announceUpdate.mock.calls[0]?.[0]();
      vi.advanceTimersByTime(TAKEOVER_WAIT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);

      // Taken over in time: one reload, the fallback does not reload a second time.
      reload.mockClear();
      startServiceWorker();
      fire("waiting");
      announceUpdate.mock.calls[1]?.[0]();
      fire("controlling", { isUpdate: true });
      vi.advanceTimersByTime(TAKEOVER_WAIT_MS);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, "location", { value: realLocation, configurable: true });
      vi.useRealTimers();
    }
  });

  it("offers the reload when another tab installed a release", () => {
    startServiceWorker();
    fire("installed", { isUpdate: undefined, isExternal: true });
    expect(announceUpdate).toHaveBeenCalledTimes(1);
  });
});
