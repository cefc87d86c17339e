import { expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { describeEachDialect } from "../test/harness";
import { startIntervalJob } from "./interval-job";
import { jobLeasesRepo } from "./job-leases-repo";

describeEachDialect("job leases: background jobs across app servers", (ctx) => {
  it("a lease goes to one holder until it expires", async () => {
    const a = jobLeasesRepo(ctx().database.db, "server-a");
    const b = jobLeasesRepo(ctx().database.db, "server-b");
    const now = Date.now();
    expect(await a.claim("lease test", 1000, now)).toBe(true);
    expect(await b.claim("lease test", 1000, now + 10)).toBe(false);
    expect(await a.claim("lease test", 1000, now + 20)).toBe(false);
    expect(await b.claim("lease test", 1000, now + 1000)).toBe(true);
    expect((await b.get("lease test"))?.holder).toBe("server-b");
    expect(await a.claim("another job", 1000, now + 1000)).toBe(true);
  });

  it("two app servers on one database run each job once per interval", async () => {
    const config = testConfig({ WEB_DIST: "/nonexistent" });
    // Two app servers sharing one database (jobs are started before the apps are ready, as app.ts does).
    const first = await buildApp(config, { database: ctx().database });
    const second = await buildApp(config, { database: ctx().database });
    const runs = { a: 0, b: 0, otherJob: 0 };
    const everyMs = 200;
    const slowJob = (server: "a" | "b") => async () => {
      runs[server] += 1;
      await new Promise((ok) => setTimeout(ok, 20));
    };
    try {
      const started = Date.now();
      startIntervalJob(first, "two-server job", everyMs, slowJob("a"));
      startIntervalJob(second, "two-server job", everyMs, slowJob("b"));
      startIntervalJob(second, "other job", everyMs, async () => {
        runs.otherJob += 1;
      });
      await new Promise((ok) => setTimeout(ok, 2100));
      const elapsed = Date.now() - started;
      const total = runs.a + runs.b;
      // One server alone runs it elapsed/everyMs times (10); both without a lease would run it 20 times.
      // A lease lasts 90% of the interval, so even with timers running late there are at most this many:
      expect(total).toBeLessThanOrEqual(Math.floor(elapsed / (everyMs * 0.9)) + 1);
      expect(total).toBeGreaterThanOrEqual(3);
      // A job of its own name has a lease of its own.
      expect(runs.otherJob).toBeGreaterThanOrEqual(3);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
