import { businessInputSchema } from "@vv/shared/business";
import { jobInputSchema } from "@vv/shared/jobs";
import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { seedDemoBoards } from "./boards-seed";
import { seedDemoUsers } from "./users";

describeEachDialect("demo boards seed", (ctx) => {
  it("lists approved jobs and businesses (with photos) for visitors, valid by the forms' rules, once", async () => {
    const { app } = ctx();
    await seedDemoUsers(app);
    const first = await seedDemoBoards(app);
    expect(first.jobs).toBeGreaterThanOrEqual(6);
    expect(first.businesses).toBeGreaterThanOrEqual(5);
    expect(await seedDemoBoards(app)).toEqual({ jobs: 0, businesses: 0 });

    const jobs = (await app.inject({ method: "GET", url: "/api/v1/jobs" })).json();
    expect(jobs.total).toBe(first.jobs);
    for (const job of jobs.items) {
      const parsed = jobInputSchema.safeParse({ ...job, description: job.description ?? "" });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    const businesses = (await app.inject({ method: "GET", url: "/api/v1/business" })).json();
    expect(businesses.total).toBe(first.businesses);
    for (const b of businesses.items) {
      const parsed = businessInputSchema.safeParse({ ...b, photoId: null });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const photo = await app.inject({ method: "GET", url: `/api/v1${b.photo.thumb}` });
      expect(photo.statusCode).toBe(200);
    }
  });
});
