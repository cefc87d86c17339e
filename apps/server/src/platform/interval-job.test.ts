import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startIntervalJob } from "./interval-job";

function fakeApp() {
  const hooks: (() => Promise<void>)[] = [];
  const errors: string[] = [];
  const app = {
    log: { error: (_: unknown, message: string) => errors.push(message) },
    addHook: (_: string, hook: () => Promise<void>) => hooks.push(hook),
    // One app server alone: every lease is its own (job-leases.test.ts covers two servers).
    jobLeases: { claim: async () => true },
    services: { metrics: { jobRun: () => {} } },
  } as unknown as FastifyInstance;
  return { app, errors, close: () => Promise.all(hooks.map((h) => h())) };
}

describe("interval jobs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("never overlaps runs, logs a failure and carries on, and stops with the app", async () => {
    const { app, errors, close } = fakeApp();
    let started = 0;
    let finish: () => void = () => {};
    startIntervalJob(app, "slow job", 1000, () => {
      started += 1;
      if (started === 2) return Promise.reject(new Error("provider down"));
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await vi.advanceTimersByTimeAsync(3500); // first run still busy at 2 s and 3 s
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000); // second run fails
    expect(started).toBe(2);
    expect(errors).toEqual(["slow job failed"]);
    await vi.advanceTimersByTimeAsync(1000); // third run goes ahead
    expect(started).toBe(3);
    finish();
    await close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(3);
  });

  it("does nothing at interval 0", async () => {
    const { app } = fakeApp();
    const work = vi.fn(async () => {});
    startIntervalJob(app, "off", 0, work);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(work).not.toHaveBeenCalled();
  });
});
