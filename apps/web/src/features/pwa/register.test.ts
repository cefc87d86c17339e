// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WANT_SNACKBARS } from "../../lib/notify";

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

const { startServiceWorker, workerAddress, QUIET_MS, QUIET_MAX_MS } = await import("./register");
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
    expect(created[0]?.listeners.get("controlling")).toHaveLength(1);
  });

  it("loads the toast chunk with the banner, and asks the new release to take over once the page is quiet", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
    const wanted = vi.fn();
    window.addEventListener(WANT_SNACKBARS, wanted);
    let files = 3;
    vi.spyOn(performance, "getEntriesByType").mockImplementation(
      () => Array.from({ length: files }) as PerformanceEntryList,
    );
    try {
      startServiceWorker();
      fire("waiting");
      expect(wanted).toHaveBeenCalledTimes(1);
      announceUpdate.mock.calls[0]?.[0]();
      // Files still arriving (the tap's own downloads): not yet.
      for (let i = 0; i < 5; i++) {
        files += 1;
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(created[0]?.messageSkipWaiting).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(QUIET_MS + 100);
      expect(created[0]?.messageSkipWaiting).toHaveBeenCalledTimes(1);

      // A page that never goes quiet still asks, after QUIET_MAX_MS.
      startServiceWorker();
      fire("waiting");
      announceUpdate.mock.calls[1]?.[0]();
      for (let t = 0; t < QUIET_MAX_MS - 100; t += 100) {
        files += 1;
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(created[1]?.messageSkipWaiting).not.toHaveBeenCalled();
      files += 1;
      await vi.advanceTimersByTimeAsync(200);
      expect(created[1]?.messageSkipWaiting).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(WANT_SNACKBARS, wanted);
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it("offers the reload when another tab installed a release", () => {
    startServiceWorker();
    fire("installed", { isUpdate: undefined, isExternal: true });
    expect(announceUpdate).toHaveBeenCalledTimes(1);
  });
});
