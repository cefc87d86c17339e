// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function freshModules() {
  vi.resetModules();
  const { whenSettled } = await import("./settled");
  const { queryClient } = await import("./query-client");
  return { whenSettled, queryClient };
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
});

describe("whenSettled", () => {
  it("waits for the page's load event, then for the queries under way, then for a moment to spare", async () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const { whenSettled, queryClient } = await freshModules();
    let answer: (value: number) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ["list"],
      queryFn: () => new Promise<number>((r) => (answer = r)),
    });
    let done = false;
    void whenSettled().then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    window.dispatchEvent(new Event("load"));
    await tick();
    expect(done).toBe(false); // the list is still on its way
    answer(1);
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it("does not wait for a request that hangs for good", async () => {
    const { whenSettled, queryClient } = await freshModules();
    vi.useFakeTimers();
    void queryClient.fetchQuery({ queryKey: ["hung"], queryFn: () => new Promise(() => {}) });
    let done = false;
    void whenSettled().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2500);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(true);
  });
});
